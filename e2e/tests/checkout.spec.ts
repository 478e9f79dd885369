import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ready } from './journey-support';

// The shopper's money path (issue 10): cart, mini cart, checkout through every step, the API's test
// payment page, the order confirmation and the order in the customer's history. Demo accounts come from
// the API's seed (README "Demo accounts").
const PRIVATE = 'private@storefront.example';
const OTHER_CUSTOMER = 'purchaser@storefront.example';
const PASSWORD = 'storefront-demo';
const CATEGORY = '/en/assortment/furniture/arm-chairs/';

interface CardVariation {
  code: string;
  isBuyable?: boolean;
  stock: { stockQuantity: number };
}
interface Card {
  url: string;
  name: string;
  active: boolean;
  hidePrice?: boolean;
  /** Present for signed-in customers. */
  price?: { priceExVat: { amount: number } } | null;
  variations: CardVariation[];
}

/** Headers a state-changing call needs: JSON and the shop's own origin (the API refuses cross-site calls). */
const write = (baseURL: string) => ({ 'Content-Type': 'application/json', Origin: baseURL });

async function signIn(request: APIRequestContext, baseURL: string, email: string) {
  const answer = await request.post('/api/customer/login', {
    headers: {
      ...write(baseURL),
      Authorization: `Basic ${Buffer.from(`${email}:${PASSWORD}`).toString('base64')}`,
    },
  });
  expect(answer.status(), `sign in as ${email}`).toBe(200);
}

async function emptyCart(request: APIRequestContext, baseURL: string) {
  const answer = await request.delete('/api/cart', { headers: write(baseURL) });
  expect(answer.status()).toBe(204);
}

/** The arm chairs as the category API lists them. */
async function armChairs(request: APIRequestContext, baseURL: string): Promise<Card[]> {
  const page = await request.get('/api/content/page', {
    headers: { 'Context-Url': `${baseURL}${CATEGORY}`, 'Content-Language': 'en' },
  });
  const { categoryId } = (await page.json()) as { categoryId: string };
  const list = await request.get(`/api/categories/${categoryId}/products?take=100`, {
    headers: { 'Content-Language': 'en' },
  });
  const { data } = (await list.json()) as { data: { result: Card[] } };
  return data.result.filter((card) => card.active && !card.hidePrice);
}

async function cartCount(request: APIRequestContext): Promise<number> {
  const answer = await request.get('/api/cart');
  return ((await answer.json()) as { numberOfItems: number }).numberOfItems;
}

/** The desktop header's cart button (the mobile one is hidden at this width). */
const cartButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart/ })
    .or(page.getByRole('banner').getByRole('link', { name: /^Cart/ }));

async function dataLayerEvents(
  page: Page,
): Promise<Array<{ event: string; ecommerce?: { items: Array<Record<string, unknown>> } }>> {
  return page.evaluate(
    () => (window as unknown as { dataLayer?: Array<{ event: string }> }).dataLayer ?? [],
  ) as never;
}

test.describe('cart and checkout', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('anonymous: the cart button opens the mini cart, where a quantity changes', async ({
    page,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const request = page.context().request;
    const [card] = await armChairs(request, base);
    const code = card!.variations[0]!.code;
    expect(
      (await request.post('/api/cart', { headers: write(base), data: { code, quantity: 1 } })).status(),
    ).toBe(200);

    await page.goto('/en');
    const button = cartButton(page);
    await expect(button).toHaveAccessibleName('Cart, 1 items in cart');
    // The name is server-rendered. This test is about the mini cart, so it presses once the page has hydrated
    // (a press before that is replayed after it, which early-press.spec covers).
    await expect(page.locator('html')).toHaveAttribute('data-page-hydrated', 'true');
    await button.click();
    const miniCart = page.getByRole('dialog', { name: 'Cart' });
    await expect(miniCart).toBeVisible();
    await expect(miniCart.getByTestId('cart-line')).toHaveCount(1);
    // The analytics code loads with the first cart action, so the event may follow the panel by a moment.
    await expect
      .poll(async () => (await dataLayerEvents(page)).some((entry) => entry.event === 'view_cart'))
      .toBe(true);

    const increase = miniCart.getByRole('button', { name: /^Increase quantity of/ });
    // The panel moves focus to its close button 1 s after opening (spec §2); the shopper starts after that.
    await expect(miniCart.getByRole('button', { name: 'Close' })).toBeFocused();
    await increase.focus();
    await page.keyboard.press('Enter');
    await expect(miniCart.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('2');
    await expect(button).toHaveAccessibleName('Cart, 2 items in cart');
    expect(await cartCount(request)).toBe(2);
    const added = (await dataLayerEvents(page)).filter((entry) => entry.event === 'add_to_cart');
    expect(added.at(-1)?.ecommerce?.items[0]).toMatchObject({ item_id: code, quantity: 1 });

    await expect(miniCart.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '/en/checkout',
    );
    // The stepper is disabled while the cart call runs; keyboard focus comes back to the button pressed,
    // so the shopper goes on from there (a second press, then Escape from the same place).
    await expect(increase).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(miniCart.getByRole('textbox', { name: /^Quantity of/ })).toHaveValue('3');
    await expect(increase).toBeFocused();
    expect(await cartCount(request)).toBe(3);
    await page.keyboard.press('Escape');
    await expect(miniCart).toBeHidden();
  });

  test('signed in: product pages to cart, checkout with every step, payment, confirmation and history', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const request = page.context().request;
    await signIn(request, base, PRIVATE);
    await emptyCart(request, base);
    const cards = await armChairs(request, base);

    // 1. and 2. Two products: the first from its card on the category listing, the second from its
    // product page.
    await page.goto(CATEGORY);
    await expect(cartButton(page)).toHaveAccessibleName('Cart');
    const [first, second] = cards.filter(
      (card) =>
        card.variations.length === 1 &&
        card.variations[0] &&
        card.variations[0].stock.stockQuantity > 20 &&
        card.variations[0].isBuyable !== false,
    );
    const firstCard = page
      .getByTestId('product-card')
      .filter({ has: page.locator(`a[href="${first!.url}"]`) });
    await ready(page);
    await firstCard.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 1 items/);
    await page.goto(second!.url);
    await expect(page.getByTestId('product-page')).toBeVisible();
    // A click before hydration does nothing: wait for the page to be live.
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('product-page').getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 2 items/);

    // 3. The cart button of a signed-in customer goes to the cart page; change a quantity there.
    await cartButton(page).click();
    await expect(page).toHaveURL(/\/en\/cart-page$/);
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    const total = page.getByTestId('cart-total');
    const totalBefore = await total.textContent();
    await lines
      .first()
      .getByRole('button', { name: /^Increase quantity of/ })
      .click();
    await page.getByRole('button', { name: 'Update cart' }).click();
    await expect(cartButton(page)).toHaveAccessibleName(/^Cart, 3 items/);
    await expect(total).not.toHaveText(totalBefore ?? '');

    // 4. Checkout: contact is completed from the account; the address book fills the address.
    await page.getByTestId('go-to-checkout').click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
    await expect(step('contact')).toHaveAttribute('data-completed', 'true');
    await expect(step('address')).toHaveAttribute('data-active', 'true');

    // A validation error, fixed by the shopper.
    const city = step('address').getByLabel(/^City/);
    await city.fill('');
    await step('address').getByRole('button', { name: 'Continue' }).click();
    await expect(step('address').getByText('City has to be 1-40 characters')).toBeVisible();
    await expect(city).toBeFocused();
    await city.fill('Trondheim');
    await step('address').getByRole('button', { name: 'Continue' }).click();
    await expect(step('delivery')).toHaveAttribute('data-active', 'true');

    await step('delivery').getByLabel('Standard delivery').check();
    await step('delivery').getByRole('button', { name: 'Continue' }).click();
    await expect(step('moreInfo')).toHaveAttribute('data-active', 'true');

    // A reopened step: back to the address, change it, and on through delivery again.
    await step('address').getByRole('button', { name: 'Change: Addresses' }).click();
    await expect(step('address')).toHaveAttribute('data-active', 'true');
    await expect(step('address').getByLabel(/^City/)).toHaveValue('Trondheim');
    await step('address')
      .getByLabel(/^Zip code/)
      .fill('7010');
    await step('address').getByRole('button', { name: 'Continue' }).click();
    await step('delivery').getByRole('button', { name: 'Continue' }).click();

    await step('moreInfo').getByLabel('Your reference').fill('E2E journey');
    await step('moreInfo').getByRole('button', { name: 'Continue' }).click();
    await expect(step('payment')).toHaveAttribute('data-active', 'true');
    await step('payment').getByLabel('Invoice').check();
    await step('payment').getByRole('button', { name: 'Place order' }).click();

    // 5. The API's test payment page, then the confirmation.
    await expect(page).toHaveURL(/\/api\/payment\/test\/[^/]+$/);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/order-confirmation\\?orderNumber=${orderNumber}`));
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('order-confirmation').getByTestId('summary-line')).toHaveCount(2);
    await expect(page.getByTestId('order-confirmation')).toContainText('Trondheim');
    await expect(page.getByTestId('order-payment-method')).toHaveText('Invoice');
    await expect(cartButton(page)).toHaveAccessibleName('Cart');

    // 6. The order is in the customer's history: on the account page and in the API's order list.
    await page.goto('/en/account?view=Orders');
    await expect(page.getByTestId('order-row').filter({ hasText: orderNumber })).toBeVisible();
    const history = (await (await request.get('/api/order/all-orders?take=10')).json()) as {
      orders: { orderNumber: string; numberOfItems: number; note: { title: string } | null }[];
    };
    expect(history.orders.find((order) => order.orderNumber === orderNumber)).toMatchObject({
      numberOfItems: 3,
      note: { title: 'E2E journey' },
    });
  });

  test("an organisation's purchaser pays by invoice and sees the order on the confirmation page", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const request = page.context().request;
    await signIn(request, base, OTHER_CUSTOMER);
    await emptyCart(request, base);
    // Two chairs well below the demo purchaser's 20 000 kr spending limit, so the order takes the normal path to
    // the payment page (approvals.spec.ts covers orders above the limit).
    const [card] = (await armChairs(request, base)).filter(
      (candidate) =>
        (candidate.variations[0]?.stock.stockQuantity ?? 0) > 20 &&
        (candidate.price?.priceExVat.amount ?? Number.POSITIVE_INFINITY) * 2 <= 15_000,
    );
    const code = card!.variations[0]!.code;
    expect(
      (await request.post('/api/cart', { headers: write(base), data: { code, quantity: 2 } })).status(),
    ).toBe(200);

    await page.goto('/en/checkout');
    await ready(page);
    const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await step('address').getByRole('button', { name: 'Continue' }).click();
    await step('delivery').getByLabel('Standard delivery').check();
    await step('delivery').getByRole('button', { name: 'Continue' }).click();
    await step('moreInfo').getByRole('button', { name: 'Continue' }).click();
    await step('payment').getByLabel('Invoice').check();
    await step('payment').getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/api\/payment\/test\/[^/]+$/);
    const orderNumber = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?orderNumber=${orderNumber}`));
    await expect(page.getByTestId('order-number')).toHaveText(orderNumber);
    await expect(page.getByTestId('order-confirmation').getByTestId('summary-line')).toHaveCount(1);
    await expect(page.getByTestId('order-payment-method')).toHaveText(/Invoice|Faktura/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('an article that sells out during checkout gives a clear message and no order', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const request = page.context().request;
    await signIn(request, base, PRIVATE);
    await emptyCart(request, base);
    const cards = await armChairs(request, base);
    const scarce = cards
      .flatMap((card) => card.variations)
      .find(
        (variation) =>
          variation.stock.stockQuantity >= 1 &&
          variation.stock.stockQuantity <= 5 &&
          variation.isBuyable !== false,
      )!;
    expect(scarce, 'an article with 1-5 in stock').toBeTruthy();
    const stock = scarce.stock.stockQuantity;
    await request.post('/api/cart', { headers: write(base), data: { code: scarce.code, quantity: stock } });
    const ordersBefore = (
      (await (await request.get('/api/order/all-orders?take=1')).json()) as { totalOrderCount: number }
    ).totalOrderCount;

    await page.goto('/en/checkout');
    await ready(page);
    const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
    await expect(page.getByTestId('summary-line')).toHaveCount(1);
    await step('address').getByRole('button', { name: 'Continue' }).click();
    await step('delivery').getByLabel('Standard delivery').check();
    await step('delivery').getByRole('button', { name: 'Continue' }).click();
    await step('moreInfo').getByRole('button', { name: 'Continue' }).click();
    await step('payment').getByLabel('Card').check();

    // Meanwhile another customer buys every one that is left.
    const other = await playwrightRequest.newContext({ baseURL: base });
    await signIn(other, base, OTHER_CUSTOMER);
    await emptyCart(other, base);
    await other.post('/api/cart', { headers: write(base), data: { code: scarce.code, quantity: stock } });
    const address = {
      firstName: 'Sofie',
      lastName: 'Dahl',
      address: 'Torget 1',
      city: 'Bergen',
      postalCode: '5014',
      countryCode: 'NO',
      email: OTHER_CUSTOMER,
      phoneNumber: '',
    };
    const placed = await other.post('/api/order/', {
      headers: { ...write(base), 'Idempotency-Key': `e2e-${Date.now()}` },
      data: {
        contact: { firstName: 'Sofie', lastName: 'Dahl', email: OTHER_CUSTOMER, phoneNumber: '' },
        billingAddress: address,
        shippingAddress: address,
        deliveryMethod: 'standard',
        requestedDeliveryDate: null,
        note: null,
        paymentMethod: 'invoice',
        acceptOrderSplitting: true,
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    await other.dispose();

    await step('payment').getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByTestId('order-error')).toContainText(`Not enough in stock for '${scarce.code}'`);
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.getByTestId('cart-warnings')).toContainText('do not have enough stock');
    const ordersAfter = (
      (await (await request.get('/api/order/all-orders?take=1')).json()) as { totalOrderCount: number }
    ).totalOrderCount;
    expect(ordersAfter).toBe(ordersBefore);
  });
});
