import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './csp-guard';

interface CardVariation {
  code: string;
  color: { name: string };
  stock: { stockQuantity: number };
  images: { src: string }[];
  isBuyable?: boolean;
}
interface Card {
  url: string;
  active: boolean;
  variations: CardVariation[];
}

// Spec §4 thresholds: 0 or less, 1-10, 11-50, above 50.
const level = (quantity: number) => (quantity <= 0 ? 0 : quantity <= 10 ? 1 : quantity <= 50 ? 2 : 3);

/** An active arm chair whose first two colours differ in stock level and image (the first in stock), from the category API. */
async function productWithContrastingColours(request: APIRequestContext, baseURL: string) {
  const page = await request.get('/api/content/page', {
    headers: { 'Context-Url': `${baseURL}/en/assortment/furniture/arm-chairs/`, 'Content-Language': 'en' },
  });
  const { categoryId } = (await page.json()) as { categoryId: string };
  const list = await request.get(`/api/categories/${categoryId}/products?take=100`, {
    headers: { 'Content-Language': 'en' },
  });
  const { data } = (await list.json()) as { data: { result: Card[] } };
  const found = data.result.find(
    (card) =>
      card.active &&
      card.variations.length >= 2 &&
      // The page opens on the first colour in stock (issue 22), so the first one here has stock.
      card.variations[0]!.stock.stockQuantity > 0 &&
      level(card.variations[0]!.stock.stockQuantity) !== level(card.variations[1]!.stock.stockQuantity),
  );
  expect(found, 'a product whose first two colours differ in stock').toBeTruthy();
  return found as Card;
}

test.describe('product page', () => {
  test('shows the variations, and switching colour changes image and stock', async ({
    page,
    request,
    baseURL,
  }) => {
    const product = await productWithContrastingColours(request, baseURL ?? '');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(product.url);
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('variation-option')).toHaveCount(product.variations.length);

    const image = page.getByTestId('product-main-image');
    const stock = page.getByTestId('variation-stock');
    const firstImage = await image.getAttribute('src');
    const firstStock = await stock.textContent();
    await expect(page.getByTestId('variation-code')).toHaveText(product.variations[0]!.code);

    const second = product.variations[1]!;
    await page
      .locator('label')
      .filter({ has: page.locator(`input[value="${second.code}"]`) })
      .click();
    await expect(page.getByTestId('chosen-colour')).toHaveText(second.color.name);
    await expect(page.getByTestId('variation-code')).toHaveText(second.code);
    await expect(image).not.toHaveAttribute('src', firstImage ?? '');
    await expect(stock).not.toHaveText(firstStock ?? '');
  });

  test('the heart asks an anonymous visitor to sign in; the variation picker modal adds the chosen colour', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const product = await productWithContrastingColours(request, base);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(product.url);
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
    await page.getByTestId('product-favourite').click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(signIn).toBeHidden();

    // Signed in (through the sign-in call the form makes), the picker shows price and stock per colour.
    const context = page.context().request;
    const answer = await context.post('/api/customer/login', {
      headers: {
        'Content-Type': 'application/json',
        Origin: new URL(base).origin,
        Authorization: `Basic ${Buffer.from('private@storefront.example:storefront-demo').toString('base64')}`,
      },
    });
    expect(answer.status()).toBe(200);
    // The demo account is shared with other files: start from an empty cart (state-changing calls are JSON).
    const emptied = await context.delete('/api/cart', {
      headers: { Origin: new URL(base).origin, 'Content-Type': 'application/json' },
    });
    expect([200, 204]).toContain(emptied.status());
    await page.reload();
    await expect(page.getByTestId('product-page')).toHaveAttribute('data-hydrated', 'true');
    const opener = page.getByRole('button', { name: 'Compare variations' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Choose variation' });
    const options = dialog.getByTestId('variation-picker-option');
    await expect(options).toHaveCount(product.variations.length);
    const buyable = product.variations.find(
      (variation) => variation.stock.stockQuantity > 0 && variation.isBuyable !== false,
    )!;
    await options.filter({ hasText: buyable.code }).click();
    await expect(page.getByTestId('variation-code')).toHaveText(buyable.code);
    await dialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    const cart = (await (await context.get('/api/cart')).json()) as { lineItems: { code: string }[] };
    expect(cart.lineItems.map((line) => line.code)).toEqual([buyable.code]);
  });

  test('the server HTML carries the product structured data', async ({ request, baseURL }) => {
    const product = await productWithContrastingColours(request, baseURL ?? '');
    const html = await (await request.get(product.url)).text();
    const json = html.match(/<script[^>]*\btype="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    expect(JSON.parse(json as string)).toMatchObject({ '@type': 'Product' });
  });
});
