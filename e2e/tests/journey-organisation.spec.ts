import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import {
  completeCheckoutAndPay,
  DEMO_PASSWORD,
  emptyCart,
  expectAccessibleInBothThemes,
  isMobileProject,
  ready,
} from './journey-support';

// The organisation's journey (issue 12), run by the 'desktop' project at 1280px and by the 'mobile' project at
// 375px: the administrator of the demo organisation signs in, creates a purchaser in user administration, fills
// the cart with quick order, checks out with invoice, sees the confirmation and reorders from the order history;
// the new purchaser signs in and does not see user administration. Axe (WCAG 2.2 A + AA) runs in the light and
// the dark theme on every page type on the way.

const ADMIN = 'admin@storefront.example';

// A missing element fails in seconds rather than at the journey's long overall timeout.
test.use({ actionTimeout: 20_000 });

/** Two codes of buyable, active articles with stock, read through the quick order's own code search. */
async function twoBuyableCodes(request: APIRequestContext): Promise<string[]> {
  const codes: string[] = [];
  for (const prefix of ['100', '101', '102']) {
    const response = await request.get(`/api/search/variation-code-search?query=${prefix}`);
    expect(response.status()).toBe(200);
    const { results } = (await response.json()) as {
      results: { code: string; isBuyable: boolean; active: boolean; inStockQuantity: number }[];
    };
    for (const hit of results) {
      if (hit.isBuyable && hit.active && hit.inStockQuantity > 10 && !codes.includes(hit.code)) {
        codes.push(hit.code);
      }
      if (codes.length === 2) return codes;
    }
  }
  throw new Error('fewer than two buyable articles found');
}

/** Signs in through the header's account button and the sign-in modal (the menu holds it on narrow screens). */
async function signInWithModal(page: Page, mobile: boolean, email: string): Promise<void> {
  if (mobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My account' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
  }
  const login = page.getByRole('dialog', { name: 'Sign in' });
  await login.getByLabel('E-mail').fill(email);
  await login.getByLabel('Password').fill(DEMO_PASSWORD);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await expect(login).toBeHidden();
  if (mobile) {
    // The menu the account button was pressed in stays open under the modal; the buyer closes it.
    const menu = page.getByRole('dialog', { name: 'Menu' });
    if (await menu.isVisible()) await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  }
}

test('the administrator creates a purchaser, quick-orders, pays by invoice and reorders; the purchaser has no user administration', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const mobile = isMobileProject(testInfo);
  const purchaserEmail = `purchaser-${Date.now()}-${Math.floor(Math.random() * 1e6)}@storefront.example`;

  // 1. Sign in as the administrator, from the start page.
  await page.goto('/en');
  await ready(page);
  await signInWithModal(page, mobile, ADMIN);
  await emptyCart(page.request, new URL(page.url()).origin);

  // 2. User administration: create a purchaser.
  await page.goto('/en/account');
  await ready(page);
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/view=Users/);
  const users = page.getByTestId('organisation-user');
  await expect(users.first()).toBeVisible();
  const before = await users.count();
  await expectAccessibleInBothThemes(page, 'AccountPage users');
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add user' });
  await dialog.getByLabel('First name').fill('Petra');
  await dialog.getByLabel('Last name').fill('Nilsen');
  await dialog.getByLabel('E-mail').fill(purchaserEmail);
  await dialog.getByLabel('Role').selectOption('OrganizationPurchaser');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await expectAccessibleInBothThemes(page, 'add user modal', '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The user has been created.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(users).toHaveCount(before + 1);
  await expect(users.filter({ hasText: purchaserEmail })).toHaveCount(1);

  // 3. Quick order: two pasted lines go to the cart.
  const codes = await twoBuyableCodes(page.request);
  await page.goto('/en/quick-order');
  await ready(page);
  await page.getByLabel(/Paste lines/).fill(`${codes[0]};2\n${codes[1]};3`);
  await page.getByRole('button', { name: 'Add pasted lines' }).click();
  await expect(page.getByTestId('quick-order-resolved').filter({ hasText: 'In stock' })).toHaveCount(2);
  await expectAccessibleInBothThemes(page, 'QuickOrderPage');
  await page.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 lines were added to the cart.' })).toBeVisible();

  // 4. The cart page, from the header.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, 5 items/ })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/en\/cart-page$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expectAccessibleInBothThemes(page, 'CartPage');

  // 5. Checkout with invoice: contact and addresses come from the account and its address book.
  await page.getByTestId('go-to-checkout').click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
  await expect(step('contact')).toHaveAttribute('data-completed', 'true');
  await expect(step('address')).toHaveAttribute('data-active', 'true');
  await expectAccessibleInBothThemes(page, 'CheckoutPage addresses');
  await step('address').getByRole('button', { name: 'Continue' }).click();
  // Delivery, reference and payment; the API's test payment page, then the confirmation.
  const orderNumber = await completeCheckoutAndPay(page, { reference: 'PO-4711', paymentMethod: 'Invoice' });
  await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
  await expect(page.getByTestId('order-payment-method')).toHaveText('Invoice');
  await expect(page.getByTestId('order-confirmation').getByTestId('summary-line')).toHaveCount(2);
  await expectAccessibleInBothThemes(page, 'OrderConfirmationPage');

  // 7. Reorder from the order history: the same lines are back in the (empty) cart.
  await page.goto('/en/account?view=Orders');
  await ready(page);
  const row = page.getByTestId('order-row').filter({ hasText: orderNumber });
  await expect(row).toBeVisible();
  await expectAccessibleInBothThemes(page, 'AccountPage orders');
  await row.getByRole('button', { name: 'Reorder' }).click();
  await expect(row.getByRole('button', { name: 'Added to cart' })).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    lineItems: { code: string; quantity: number }[];
  };
  expect(cart.lineItems.map((line) => [line.code, line.quantity]).sort()).toEqual(
    [
      [codes[0], 2],
      [codes[1], 3],
    ].sort(),
  );

  // 8. The new purchaser signs in (own browser context) and sees no user administration.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  try {
    const purchaser = await context.newPage();
    await purchaser.goto('/en/account');
    await ready(purchaser);
    await purchaser.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    const login = purchaser.getByRole('dialog', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill(purchaserEmail);
    await login.getByLabel('Password').fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await expect(login).toBeHidden();
    await expect(purchaser.getByRole('main').getByTestId('account-overview')).toContainText('Petra Nilsen');
    await expect(purchaser.getByRole('main').getByTestId('account-overview')).toContainText(purchaserEmail);
    await expect(purchaser.getByRole('link', { name: 'Users' })).toHaveCount(0);
    await expectAccessibleInBothThemes(purchaser, 'AccountPage purchaser');
    await purchaser.goto('/en/account?view=Users');
    await ready(purchaser);
    await expect(purchaser.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(purchaser.getByTestId('organisation-user')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
