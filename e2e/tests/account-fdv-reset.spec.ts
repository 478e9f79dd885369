import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-guard';
import { DEMO_PASSWORD, emptyCart, ready, registerShopper, signIn } from './journey-support';

// The organisation's FDV documents, the forgotten-password journey and the bulk cart update, in the browser
// against the real shop (the e2e start turns the API's dev outbox on, so the reset e-mail can be read back).

const ADMIN = 'admin@storefront.example';
const PURCHASER = 'purchaser@storefront.example';

// Several pages, lazy chunks and modals per journey on a machine shared with other builds.
test.describe.configure({ timeout: 180_000 });

test('an organisation administrator finds, filters and downloads an FDV document', async ({
  page,
  baseURL,
}) => {
  await signIn(page.request, baseURL ?? '', ADMIN);
  await page.goto('/en/fdv-documents');
  await ready(page);
  const documents = page.getByTestId('fdv-document');
  await expect(documents.first()).toBeVisible();
  const total = await documents.count();
  expect(total).toBeGreaterThan(0);

  // The search narrows the list to the first document's item number.
  const firstCode = (
    await documents
      .first()
      .getByText(/^Article number:/)
      .textContent()
  )?.replace('Article number: ', '');
  expect(firstCode).toBeTruthy();
  await page
    .getByRole('searchbox', { name: 'Search by product, article number or order number' })
    .fill(firstCode ?? '');
  await expect(page.getByRole('status')).toContainText(`of ${total} documents`);
  await expect(documents.first()).toContainText(firstCode ?? '');

  const name = (await documents.first().getByRole('heading').textContent()) ?? '';
  const downloading = page.waitForEvent('download');
  await documents
    .first()
    .getByRole('link', { name: new RegExp(`^Download.* ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`fdv-${firstCode}.html`);
  const html = await readFile((await download.path()) ?? '', 'utf8');
  expect(html).toContain(`<h1>FDV documentation: ${name}</h1>`);
  expect(html).toContain('Nordlys Interiør AS');
  expect(html).toContain('Care and maintenance');
});

test('forgotten password: request a link, follow it, set a new password and sign in with it', async ({
  page,
  request,
  baseURL,
}) => {
  // A fresh account (registered in the test's own request context, so the page stays signed out).
  const email = await registerShopper(request, baseURL ?? '');
  const newPassword = 'a fresh password 42';

  await page.goto('/en/account');
  await ready(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('dialog', { name: 'Sign in' })
    .getByRole('button', { name: 'Forgotten your password?' })
    .click();
  const reset = page.getByRole('dialog', { name: 'Reset password' });
  await reset.getByLabel('E-mail').fill(email);
  await reset.getByRole('button', { name: 'Send link' }).click();
  await expect(reset.getByRole('status')).toContainText('If an account uses this e-mail address');

  const outbox = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(outbox.status()).toBe(200);
  const [mail] = (await outbox.json()) as { link: string }[];
  expect(mail?.link).toMatch(/\/en\/forgot-password\?token=/);
  await page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Close' }).click();

  await page.goto(new URL(mail?.link ?? '').pathname + new URL(mail?.link ?? '').search);
  await ready(page);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Password has to be 8-128 characters')).toBeVisible();
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Your password has been changed');

  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login.getByRole('alert')).toBeVisible();
  await login.getByLabel('Password').fill(newPassword);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login).toBeHidden();
  const session = await page.request.get('/api/customer');
  expect(session.status()).toBe(200);
  expect((await session.json()).email).toBe(email);
});

/** Codes of buyable, active articles with stock, found through the variation-code search. */
async function buyableCodes(request: APIRequestContext, count: number): Promise<string[]> {
  const codes: string[] = [];
  for (const prefix of '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
    const response = await request.get(`/api/search/variation-code-search?query=${prefix}`);
    if (response.status() !== 200) continue;
    const { results } = (await response.json()) as {
      results: { code: string; isBuyable: boolean; active: boolean; inStockQuantity: number }[];
    };
    for (const hit of results) {
      if (hit.isBuyable && hit.active && hit.inStockQuantity > 10 && !codes.includes(hit.code))
        codes.push(hit.code);
      if (codes.length === count) return codes;
    }
  }
  throw new Error(`the catalogue has fewer than ${count} buyable articles`);
}

test('an organisation purchaser updates many cart lines at once from the account area', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await signIn(page.request, baseURL ?? '', PURCHASER);
  await emptyCart(page.request, baseURL ?? '');
  const [first, second] = await buyableCodes(page.request, 2);
  const added = await page.request.post('/api/cart', {
    headers: { 'Content-Type': 'application/json', Origin: origin },
    data: { code: first, quantity: 2 },
  });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto('/en/account?view=BulkCart');
  await ready(page);
  await expect(page.getByTestId('bulk-cart-line')).toHaveCount(1);
  await page.getByLabel(`Quantity ${first}`).fill('5');
  await page.getByLabel(/Paste lines/).fill(`${second};3`);
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('2 cart lines were updated.');
  await expect(page.getByTestId('bulk-cart-line')).toHaveCount(2);
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    lineItems: { code: string; quantity: number }[];
  };
  expect(cart.lineItems.map((line) => [line.code, line.quantity]).sort()).toEqual(
    [
      [first, 5],
      [second, 3],
    ].sort(),
  );

  // 0 removes a line.
  await page.getByLabel(`Quantity ${first}`).fill('0');
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('1 cart lines were updated.');
  await expect(page.getByTestId('bulk-cart-line')).toHaveCount(1);
  await emptyCart(page.request, baseURL ?? '');
});
