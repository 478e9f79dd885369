import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ARM_CHAIRS, emptyCart, ready, signIn } from './journey-support';

// Spending limits and approvals (README "Spending limits and approvals"): the demo purchaser's limit is 20 000 kr
// excl. VAT. An order above it is placed as awaiting approval; the demo administrator approves one in the account's
// Approvals tab (it goes on to payment) and rejects another with a reason, which the purchaser reads.
const PURCHASER = 'purchaser@storefront.example';
const ADMIN = 'admin@storefront.example';
const LIMIT_NOK = 20_000;

interface Card {
  active: boolean;
  hidePrice: boolean;
  price: { priceExVat: { amount: number } } | null;
  variations: { code: string; stock: { stockQuantity: number } }[];
}

/** Headers of a state-changing API call: JSON and the shop's own origin. */
const write = (baseURL: string) => ({ 'Content-Type': 'application/json', Origin: new URL(baseURL).origin });

/** Fills the signed-in purchaser's cart with arm chairs worth just above the limit (excl. VAT). */
async function cartAboveLimit(request: APIRequestContext, baseURL: string): Promise<void> {
  const page = await request.get('/api/content/page', {
    headers: { 'Context-Url': `${baseURL}${ARM_CHAIRS}`, 'Content-Language': 'en' },
  });
  const { categoryId } = (await page.json()) as { categoryId: string };
  const list = await request.get(`/api/categories/${categoryId}/products?take=100`, {
    headers: { 'Content-Language': 'en' },
  });
  const cards = ((await list.json()) as { data: { result: Card[] } }).data.result;
  const choice = cards
    .filter((card) => card.active && !card.hidePrice && card.price && card.variations[0])
    .map((card) => {
      const price = card.price!.priceExVat.amount;
      return { card, quantity: Math.floor(LIMIT_NOK / price) + 1 };
    })
    .find(({ card, quantity }) => card.variations[0]!.stock.stockQuantity >= quantity + 2 && quantity <= 50);
  expect(choice, 'an arm chair with enough stock to go above the limit').toBeDefined();
  const answer = await request.post('/api/cart', {
    headers: write(baseURL),
    data: { code: choice!.card.variations[0]!.code, quantity: choice!.quantity },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** The administrator in an own browser context, on the account's Approvals tab. */
async function adminOnApprovals(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  await signIn(context.request, baseURL, ADMIN);
  const admin = await context.newPage();
  await admin.goto('/en/account?view=Approvals');
  await ready(admin);
  await expect(admin.getByRole('heading', { name: 'Approvals', level: 2 })).toBeVisible();
  return admin;
}

test('an order above the purchaser limit waits for approval; the administrator approves one and rejects another with a reason', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const request = page.context().request;
  await signIn(request, base, PURCHASER);
  await emptyCart(request, base);

  // 1. The purchaser checks out above the limit with invoice: no payment page, the confirmation says it waits.
  await cartAboveLimit(request, base);
  await page.goto('/en/checkout');
  await ready(page);
  const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
  await step('address').getByRole('button', { name: 'Continue' }).click();
  await step('delivery').getByLabel('Standard delivery').check();
  await step('delivery').getByRole('button', { name: 'Continue' }).click();
  await step('moreInfo').getByRole('button', { name: 'Continue' }).click();
  await step('payment').getByLabel('Invoice').check();
  await step('payment')
    .getByRole('button', { name: /^Place order/ })
    .click();
  await expect(page).toHaveURL(/\/en\/order-confirmation\?orderNumber=/);
  await expect(page.getByTestId('order-awaiting-approval')).toBeVisible();
  const approvedNumber = (await page.getByTestId('order-number').textContent()) ?? '';
  expect(approvedNumber).toMatch(/^SF-/);

  // 2. The purchaser's order list says it awaits approval.
  await page.goto('/en/account?view=Orders');
  await ready(page);
  const row = page.getByTestId('order-row').filter({ hasText: approvedNumber });
  await expect(row.getByTestId('order-status')).toHaveText('Awaiting approval');

  // 3. A second order above the limit, placed through the API the checkout uses.
  await cartAboveLimit(request, base);
  const address = {
    firstName: 'Sofie',
    lastName: 'Dahl',
    address: 'Storgata 12',
    city: 'Oslo',
    postalCode: '0155',
    countryCode: 'NO',
    email: PURCHASER,
    phoneNumber: '',
  };
  const placed = await request.post('/api/order/', {
    headers: { ...write(base), 'Idempotency-Key': `e2e-approval-${Date.now()}` },
    data: {
      contact: { firstName: 'Sofie', lastName: 'Dahl', email: PURCHASER, phoneNumber: '' },
      billingAddress: address,
      shippingAddress: address,
      deliveryMethod: 'standard',
      requestedDeliveryDate: null,
      note: null,
      paymentMethod: 'invoice',
      acceptOrderSplitting: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const second = (await placed.json()) as { orderNumber: string; status?: string };
  expect(second.status).toBe('awaitingApproval');
  // The purchaser cannot decide on their own order.
  const refused = await request.post(`/api/customer/organisation/approvals/${second.orderNumber}/approve`, {
    headers: write(base),
    data: {},
  });
  expect(refused.status()).toBe(403);

  // 4. The administrator approves the first order in the Approvals tab.
  const admin = await adminOnApprovals(browser, base);
  const first = admin.getByTestId('approval-row').filter({ hasText: approvedNumber });
  await expect(first).toContainText('Sofie Dahl');
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `Order ${approvedNumber} is approved.` }),
  ).toBeVisible();
  await expect(first).toHaveCount(0);

  // 5. ...and rejects the second with a reason (the reason is required).
  const other = admin.getByTestId('approval-row').filter({ hasText: second.orderNumber });
  await other.getByRole('button', { name: 'Reject' }).click();
  const dialog = admin.getByRole('dialog', { name: `Reject order ${second.orderNumber}` });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Write why the order is rejected.')).toBeVisible();
  await dialog.getByLabel('Reason (shown to the purchaser)').fill('Please order the smaller model instead.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    admin.getByRole('status').filter({ hasText: `Order ${second.orderNumber} is rejected.` }),
  ).toBeVisible();
  await admin.context().close();

  // 6. The purchaser sees the approved order waiting for payment, with a link to pay it...
  await page.goto(`/en/account?view=OrderDetails&orderNumber=${encodeURIComponent(approvedNumber)}`);
  await ready(page);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('order-pay-link')).toHaveAttribute(
    'href',
    `/api/payment/test/${approvedNumber}`,
  );
  // ...and the rejected one with the administrator's reason.
  await page.goto(`/en/account?view=OrderDetails&orderNumber=${encodeURIComponent(second.orderNumber)}`);
  await ready(page);
  await expect(page.getByTestId('order-status')).toHaveText('Rejected');
  await expect(page.getByTestId('order-rejection-reason')).toHaveText(
    'Reason for rejection: Please order the smaller model instead.',
  );
});
