import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { DEMO_PASSWORD, emptyCart, ready, registerShopper, signIn } from './journey-support';

// The account area in the browser against the real shop: registration with a validation error first, sign out
// and in; an organisation administrator creates a purchaser who then cannot see user administration; quick
// order with three valid and one unknown code adds exactly the three; reorder of a past order; two favourites
// lists, one renamed, one removed.

const ADMIN = 'admin@storefront.example';

interface CartAnswer {
  lineItems: { code: string; quantity: number }[];
}

async function cartLines(request: APIRequestContext): Promise<CartAnswer['lineItems']> {
  const response = await request.get('/api/cart');
  expect(response.status()).toBe(200);
  return ((await response.json()) as CartAnswer).lineItems;
}

/** Three codes of buyable, visible articles with stock, found through the variation-code search. */
async function threeBuyableCodes(request: APIRequestContext): Promise<string[]> {
  const codes: string[] = [];
  for (const prefix of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789') {
    const response = await request.get(`/api/search/variation-code-search?query=${prefix}`);
    if (response.status() !== 200) continue;
    const { results } = (await response.json()) as {
      results: { code: string; isBuyable: boolean; active: boolean; inStockQuantity: number }[];
    };
    for (const hit of results) {
      if (hit.isBuyable && hit.active && hit.inStockQuantity > 5 && !codes.includes(hit.code))
        codes.push(hit.code);
      if (codes.length === 3) return codes;
    }
  }
  throw new Error('the catalogue has fewer than three buyable articles');
}

async function openAccount(page: Page, view = '') {
  await page.goto(`/en/account${view ? `?view=${view}` : ''}`);
  await ready(page);
}

test('register with a validation error first, sign out and sign in again', async ({ page }) => {
  const email = `account-${Date.now()}@storefront.example`;
  await openAccount(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByRole('button', { name: 'Create an account' }).click();
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await register.getByLabel('First name').fill('Eva');
  await register.getByLabel('Last name').fill('Lund');
  await register.getByLabel('E-mail').fill('not-an-address');
  await register.getByLabel('Password').fill(DEMO_PASSWORD);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register.getByText('Not a valid e-mail address')).toBeVisible();

  await register.getByLabel('E-mail').fill(email);
  await register.getByRole('button', { name: 'Create account' }).click();
  await expect(register).toBeHidden();
  await expect(page.getByRole('main').getByTestId('account-overview')).toContainText('Eva Lund');
  await expect(page.getByRole('main').getByTestId('account-overview')).toContainText(email);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Sign in to see your account.')).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill('wrong-password');
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login).toBeHidden();
  await expect(page.getByRole('main').getByTestId('account-overview')).toContainText('Eva Lund');
  await expect(page.getByRole('main').getByTestId('account-overview')).toContainText(email);
});

test('an administrator creates a purchaser, who signs in and cannot see user administration', async ({
  page,
  baseURL,
  browser,
}) => {
  const email = `purchaser-${Date.now()}@storefront.example`;
  await signIn(page.request, baseURL ?? '', ADMIN);
  await openAccount(page, 'Users');
  await expect(page.getByTestId('organisation-user').first()).toBeVisible();
  const before = await page.getByTestId('organisation-user').count();
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Petter');
  await dialog.getByLabel('Last name').fill('Olsen');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Role').selectOption('OrganizationPurchaser');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The user has been created.')).toBeVisible();
  await expect(page.getByTestId('organisation-user')).toHaveCount(before + 1);

  const context = await browser.newContext();
  const purchaser = await context.newPage();
  await openAccount(purchaser);
  await purchaser.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const login = purchaser.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(purchaser.getByRole('main').getByTestId('account-overview')).toContainText('Petter Olsen');
  await expect(purchaser.getByRole('main').getByTestId('account-overview')).toContainText(email);
  await expect(purchaser.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await openAccount(purchaser, 'Users');
  await expect(purchaser.getByRole('heading', { name: 'Overview' })).toBeVisible();
  await expect(purchaser.getByTestId('organisation-user')).toHaveCount(0);
  await context.close();
});

test('quick order with three valid codes and one unknown adds exactly the three', async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL ?? '', ADMIN);
  await emptyCart(page.request, baseURL ?? '');
  const codes = await threeBuyableCodes(page.request);
  await page.goto('/en/quick-order');
  await ready(page);
  await page
    .getByLabel(/Paste lines/)
    .fill(`${codes[0]};2\n${codes[1]}\t1\nNO-SUCH-CODE-999;1\n${codes[2]};3`);
  await page.getByRole('button', { name: 'Add pasted lines' }).click();
  await expect(page.getByText('No item has this number.')).toBeVisible();
  await expect(page.getByTestId('quick-order-resolved').filter({ hasText: 'In stock' })).toHaveCount(3);
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '3 lines were added to the cart.' })).toBeVisible();
  const lines = await cartLines(page.request);
  expect(lines.map((line) => [line.code, line.quantity]).sort()).toEqual(
    [
      [codes[0], 2],
      [codes[1], 1],
      [codes[2], 3],
    ].sort(),
  );
});

test('reorder puts every line of a past order back into the cart', async ({ page, baseURL }) => {
  await signIn(page.request, baseURL ?? '', ADMIN);
  await emptyCart(page.request, baseURL ?? '');
  const history = await page.request.get('/api/order/all-orders?take=1&skip=0');
  const { orders } = (await history.json()) as {
    orders: { orderItems: { code: string; quantity: number }[] }[];
  };
  expect(orders.length).toBeGreaterThan(0);
  await openAccount(page, 'Orders');
  await page.getByTestId('order-row').first().getByRole('button', { name: 'Reorder' }).click();
  await expect(
    page.getByTestId('order-row').first().getByRole('button', { name: 'Added to cart' }),
  ).toBeVisible();
  const lines = await cartLines(page.request);
  expect(lines.map((line) => line.code).sort()).toEqual(
    orders[0]!.orderItems.map((item) => item.code).sort(),
  );
});

test('two favourites lists: rename one, remove the other', async ({ page, baseURL }) => {
  await registerShopper(page.request, baseURL ?? '');
  const codes = await threeBuyableCodes(page.request);
  await openAccount(page, 'Favorites');
  await expect(page.getByText('You have no favourites yet.')).toBeVisible();
  const addToList = async (list: string, code: string) => {
    await page.getByLabel('List name').fill(list);
    await page.getByLabel('Article number').fill(code);
    await page.getByRole('button', { name: 'Add to list' }).click();
    await expect(page.getByRole('heading', { name: list })).toBeVisible();
  };
  await addToList('Living room', codes[0]!);
  await addToList('Cabin', codes[1]!);
  await expect(page.getByTestId('favourites-list')).toHaveCount(2);

  const livingRoom = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Living room' }) });
  await livingRoom.getByRole('button', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename' });
  await rename.getByLabel('List name').fill('Lounge');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Lounge' })).toBeVisible();

  const cabin = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Cabin' }) });
  await cabin.getByRole('button', { name: 'Delete the list' }).click();
  await expect(page.getByRole('heading', { name: 'Cabin' })).toHaveCount(0);

  const saved = await page.request.get('/api/favorites/lists');
  expect(((await saved.json()) as { name: string }[]).map((list) => list.name)).toEqual(['Lounge']);
});
