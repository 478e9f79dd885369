import { expect, test } from './csp-guard';
import { emptyCart, ready, signIn } from './journey-support';

// Share cart (issue 10): a signed-in customer shares the cart from the cart page; another visitor opens
// the link, sees the same lines and adds them to their own cart.
const CATEGORY = '/en/assortment/furniture/arm-chairs/';

interface Card {
  active: boolean;
  hidePrice: boolean;
  variations: { code: string; isBuyable: boolean; stock: { stockQuantity: number } }[];
}

test.describe('share cart', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('customer A shares the cart; anonymous visitor B opens the link and gets the same lines', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const base = baseURL ?? '';
    const request = page.context().request;
    await signIn(request, base, 'private@storefront.example');
    await emptyCart(request, base);
    const listing = await request.get('/api/content/page', {
      headers: { 'Context-Url': `${base}${CATEGORY}`, 'Content-Language': 'en' },
    });
    const { categoryId } = (await listing.json()) as { categoryId: string };
    const products = await request.get(`/api/categories/${categoryId}/products?take=50`, {
      headers: { 'Content-Language': 'en' },
    });
    const cards = ((await products.json()) as { data: { result: Card[] } }).data.result;
    const codes = cards
      .filter((card) => card.active && !card.hidePrice)
      .map((card) => card.variations[0]!)
      .filter((variation) => variation.isBuyable && variation.stock.stockQuantity > 10)
      .slice(0, 2)
      .map((variation) => variation.code);
    expect(codes).toHaveLength(2);
    const headers = { 'Content-Type': 'application/json', Origin: new URL(base).origin };
    await request.post('/api/cart', { headers, data: { code: codes[0], quantity: 2 } });
    await request.post('/api/cart', { headers, data: { code: codes[1], quantity: 1 } });

    // A shares the cart from the cart page.
    await page.goto('/en/cart-page');
    await ready(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    const share = page.getByRole('button', { name: 'Share the cart' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share the cart' });
    const field = dialog.getByRole('textbox', { name: 'Link to this cart' });
    await expect(field).toHaveValue(/\/en\/cart-page\?share=/);
    const link = await field.inputValue();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();

    // B, a visitor with a fresh session, opens the link.
    const other = await browser.newContext({ baseURL: base });
    const visitor = await other.newPage();
    await visitor.goto(link);
    await ready(visitor);
    const shared = visitor.getByTestId('shared-cart');
    await expect(shared.getByTestId('summary-line')).toHaveCount(2);
    await shared.getByRole('button', { name: 'Add these to my cart' }).click();
    await expect(shared.getByRole('status')).toHaveText('The shared articles are now in your cart.');
    await expect(visitor.getByTestId('cart-line')).toHaveCount(2);

    const own = (await (await other.request.get('/api/cart')).json()) as {
      lineItems: { code: string; quantity: number }[];
    };
    const mine = (await (await request.get('/api/cart')).json()) as {
      lineItems: { code: string; quantity: number }[];
    };
    const lines = (cart: { lineItems: { code: string; quantity: number }[] }) =>
      cart.lineItems
        .map(({ code, quantity }) => ({ code, quantity }))
        .sort((a, b) => a.code.localeCompare(b.code));
    expect(lines(own)).toEqual(lines(mine));
    expect(lines(own)).toEqual(
      [
        { code: codes[0]!, quantity: 2 },
        { code: codes[1]!, quantity: 1 },
      ].sort((a, b) => a.code.localeCompare(b.code)),
    );
    await other.close();
  });
});
