import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from './csp-guard';
import { completeCheckoutAndPay, ready, registerShopper } from './journey-support';

// Issue 22 item 4: two colours of one product in the cart are told apart on every line (cart, checkout
// summary, order confirmation) by the colour's name and the variation's own image.
const CATEGORY = '/en/assortment/furniture/arm-chairs/';

interface CardVariation {
  code: string;
  isBuyable?: boolean;
  color: { key: string; name: string };
  images: { src: string }[];
  thumbnail: { src: string };
  stock: { stockQuantity: number };
}
interface Card {
  name: string;
  active: boolean;
  hidePrice?: boolean;
  variations: CardVariation[];
}

/** Two in-stock colours of one arm chair, as the category API lists them. */
async function twoColours(
  request: APIRequestContext,
  baseURL: string,
): Promise<[CardVariation, CardVariation]> {
  const category = await request.get('/api/content/page', {
    headers: { 'Context-Url': `${baseURL}${CATEGORY}`, 'Content-Language': 'en' },
  });
  const { categoryId } = (await category.json()) as { categoryId: string };
  const list = await request.get(`/api/categories/${categoryId}/products?take=100`, {
    headers: { 'Content-Language': 'en' },
  });
  const { data } = (await list.json()) as { data: { result: Card[] } };
  for (const card of data.result) {
    if (!card.active || card.hidePrice) continue;
    const buyable = card.variations.filter((v) => v.isBuyable !== false && v.stock.stockQuantity > 5);
    const [a, b] = buyable;
    if (a && b && a.color.key !== b.color.key) return [a, b];
  }
  throw new Error('the arm chairs hold a product with two colours in stock');
}

/** The image sources a variation can show: its own images and thumbnail. */
const sourcesOf = (variation: CardVariation) => [
  variation.thumbnail.src,
  ...variation.images.map((i) => i.src),
];

/** Each line of the list names its colour and shows an image of its own variation. */
async function expectColours(lines: Locator, colours: [CardVariation, CardVariation]) {
  await expect(lines).toHaveCount(2);
  const seen: string[] = [];
  for (const line of await lines.all()) {
    const text = (await line.textContent()) ?? '';
    // The line's article number says which variation it is (the longer code wins should one prefix the other).
    const variation = colours
      .filter((c) => text.includes(c.code))
      .sort((a, b) => b.code.length - a.code.length)[0];
    expect(variation, `a line for one of the two colours: ${text}`).toBeDefined();
    await expect(line.getByTestId('line-variation')).toHaveText(`Colour: ${variation!.color.name}`);
    const src = (await line.locator('img').getAttribute('src')) ?? '';
    expect(sourcesOf(variation!).map((s) => new URL(s, 'http://x').pathname)).toContain(
      new URL(src, 'http://x').pathname,
    );
    seen.push(src);
  }
  expect(seen[0]).not.toBe(seen[1]);
}

test('two colours of one product: cart, checkout summary and confirmation name each colour with its image', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const base = baseURL ?? '';
  const request = page.context().request;
  const email = await registerShopper(request, base);
  const colours = await twoColours(request, base);
  for (const variation of colours) {
    const added = await request.post('/api/cart', {
      headers: { 'Content-Type': 'application/json', Origin: new URL(base).origin },
      data: { code: variation.code, quantity: 1 },
    });
    expect(added.status()).toBe(200);
  }

  await page.goto('/en/cart-page');
  await ready(page);
  await expectColours(page.getByTestId('cart-line'), colours);

  await page.getByTestId('go-to-checkout').click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expectColours(page.getByTestId('summary-line'), colours);

  const step = (id: string) => page.getByTestId(`checkout-step-${id}`);
  await expect(step('address')).toHaveAttribute('data-active', 'true');
  const billing = step('address').getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Vera');
  await billing.getByLabel('Last name').fill('Variant');
  await billing.getByLabel('Address').fill('Karl Johans gate 1');
  await billing.getByLabel('Zip code').fill('0154');
  await billing.getByLabel('City').fill('Oslo');
  await billing.getByLabel('E-mail').fill(email);
  await step('address').getByRole('button', { name: 'Continue' }).click();
  await completeCheckoutAndPay(page, { reference: 'Two colours', paymentMethod: 'Invoice' });
  await expectColours(page.getByTestId('order-confirmation').getByTestId('summary-line'), colours);
});
