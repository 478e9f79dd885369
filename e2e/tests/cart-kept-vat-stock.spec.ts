import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { ready, registerShopper } from './journey-support';

// Issue 22 items 1, 5 and 6: a cancelled payment keeps the cart, the summary rows add up as written, and
// stock 0 is "not in stock" everywhere (product page default variation, disabled add to cart).

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
  variations: CardVariation[];
}

const CATEGORIES = [
  '/en/assortment/furniture/arm-chairs/',
  '/en/assortment/furniture/sofas/',
  '/en/assortment/furniture/',
];

const write = (baseURL: string) => ({ 'Content-Type': 'application/json', Origin: baseURL });

/** Active, priced products of a category as its API lists them. */
async function cardsOf(request: APIRequestContext, baseURL: string, category: string): Promise<Card[]> {
  const page = await request.get('/api/content/page', {
    headers: { 'Context-Url': `${baseURL}${category}`, 'Content-Language': 'en' },
  });
  if (!page.ok()) return [];
  const { categoryId } = (await page.json()) as { categoryId?: string };
  if (!categoryId) return [];
  const list = await request.get(`/api/categories/${categoryId}/products?take=100`, {
    headers: { 'Content-Language': 'en' },
  });
  const { data } = (await list.json()) as { data: { result: Card[] } };
  return data.result.filter((card) => card.active && !card.hidePrice);
}

/** Kroner from a formatted amount such as "7 865,00 kr" (any spaces, comma decimals). */
function kroner(text: string | null): number {
  const digits = (text ?? '').replace(/[^\d,-]/g, '').replace(',', '.');
  return Number(digits);
}

/** The summary rows as shown: label and amount. */
async function summaryRows(totals: Locator): Promise<Array<[string, number]>> {
  const terms = await totals.getByRole('term').allTextContents();
  const values = await totals.getByRole('definition').allTextContents();
  return terms.map((term, index) => [term.trim(), kroner(values[index] ?? '')]);
}

async function fillNewAddress(page: Page, email: string): Promise<void> {
  const step = page.getByTestId('checkout-step-address');
  const billing = step.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Journey');
  await billing.getByLabel('Last name').fill('Shopper');
  await billing.getByLabel('Address').fill('Karl Johans gate 1');
  await billing.getByLabel('Zip code').fill('0154');
  await billing.getByLabel('City').fill('Oslo');
  await billing.getByLabel('E-mail').fill(email);
  await step.getByRole('button', { name: 'Continue' }).click();
}

test.describe('issue 22: cart kept on cancel, VAT rows, stock 0', () => {
  test('cancelling on the test payment page returns to checkout with every line and a message', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    const base = baseURL ?? '';
    const request = page.context().request;
    const email = await registerShopper(request, base);
    const [first, second] = (await cardsOf(request, base, CATEGORIES[0]!)).filter(
      (card) =>
        card.variations[0] &&
        card.variations[0].stock.stockQuantity > 20 &&
        card.variations[0].isBuyable !== false,
    );
    const lines = [
      { code: first!.variations[0]!.code, quantity: 2 },
      { code: second!.variations[0]!.code, quantity: 3 },
    ];
    for (const line of lines) {
      expect((await request.post('/api/cart', { headers: write(base), data: line })).status()).toBe(200);
    }

    await page.goto('/en/checkout');
    await ready(page);
    await expect(page.getByTestId('summary-line')).toHaveCount(2);
    // Item 5 on the checkout summary: excl. VAT, subtotal + shipping + VAT = total incl. VAT.
    const rows = await summaryRows(page.getByTestId('cart-totals'));
    expect(rows.map(([label]) => label)).toEqual([
      'Subtotal excl. VAT (5)',
      'Shipping excl. VAT',
      'VAT',
      'Total incl. VAT',
    ]);
    const [subtotal, shipping, vat, total] = rows.map(([, amount]) => amount);
    expect(subtotal! + shipping! + vat!).toBeCloseTo(total!, 1);

    await fillNewAddress(page, email);
    const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
    await step('delivery').getByLabel('Standard delivery').check();
    await step('delivery').getByRole('button', { name: 'Continue' }).click();
    await step('moreInfo').getByRole('button', { name: 'Continue' }).click();
    await step('payment').getByLabel('Invoice').check();
    await step('payment').getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/\/api\/payment\/test\/[^/]+$/);
    expect(((await (await request.get('/api/cart')).json()) as { numberOfItems: number }).numberOfItems).toBe(
      0,
    );
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL(/\/en\/checkout\?payment=cancelled$/);
    await ready(page);
    await expect(page.getByTestId('payment-notice')).toHaveText(
      'The payment was cancelled. Nothing was charged and your cart is as it was. You can try again.',
    );
    await expect(page.getByTestId('checkout-empty')).toHaveCount(0);
    const summary = page.getByTestId('summary-line');
    await expect(summary).toHaveCount(2);
    for (const line of lines) {
      await expect(summary.filter({ hasText: line.code })).toContainText(`${line.quantity} ×`);
    }
    await expect(page.getByTestId('cart-total')).toHaveText(/\d/);

    // The cart page has the same lines with their quantities.
    await page.goto('/en/cart-page');
    await ready(page);
    for (const line of lines) {
      await expect(
        page
          .locator(`[data-testid="cart-line"][data-code="${line.code}"]`)
          .getByRole('textbox', { name: /^Quantity of/ }),
      ).toHaveValue(String(line.quantity));
    }
  });

  test('the product page opens on an in-stock variation; an out-of-stock one cannot be added', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const request = page.context().request;
    await registerShopper(request, base);
    let product: Card | undefined;
    for (const category of CATEGORIES) {
      product = (await cardsOf(request, base, category)).find(
        (card) =>
          card.variations.length > 1 &&
          card.variations[0]!.stock.stockQuantity <= 0 &&
          card.variations.some((v) => v.stock.stockQuantity > 0 && v.isBuyable !== false),
      );
      if (product) break;
    }
    expect(product, 'the seed has a product whose first variation is out of stock').toBeDefined();
    const outOfStock = product!.variations[0]!;
    const inStock = product!.variations.find((v) => v.stock.stockQuantity > 0)!;

    // Server render: the HTML already names the in-stock variation.
    const html = await (await request.get(product!.url)).text();
    expect(html).toMatch(new RegExp(`data-testid="variation-code">${inStock.code}<`));

    await page.goto(product!.url);
    await ready(page);
    const buy = page.getByTestId('product-page');
    await expect(buy).toHaveAttribute('data-hydrated', 'true');
    await expect(buy.getByTestId('variation-code')).toHaveText(inStock.code);
    await expect(buy.getByTestId('add-to-cart')).toBeEnabled();
    await expect(buy.getByTestId('add-to-cart-blocked')).toHaveCount(0);

    // Choosing the out-of-stock colour: "Not in stock", add to cart disabled with the reason beside it.
    await buy.locator(`[data-testid="variation-option"][value="${outOfStock.code}"]`).check({ force: true });
    await expect(buy.getByTestId('variation-code')).toHaveText(outOfStock.code);
    await expect(buy.getByTestId('variation-stock')).toContainText('Not in stock');
    await expect(buy.getByTestId('add-to-cart')).toBeDisabled();
    const reason = buy.getByTestId('add-to-cart-blocked');
    await expect(reason).toBeVisible();
    await expect(reason).toHaveText(
      'Not in stock, so it cannot be added to the cart. Choose another variation.',
    );
    await expect(buy.getByTestId('add-to-cart')).toHaveAccessibleDescription(/Not in stock/);
  });
});
