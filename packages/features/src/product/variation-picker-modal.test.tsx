import { createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ListingProductCard } from '../listing';
import { testCustomer, testSettings } from '../test/cart-fixtures';
import { type CommerceTestServer, startCommerceTestServer } from '../test/commerce-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import { makeProduct } from '../test/product-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { preloadVariationPicker } from '../variation-picker';
import { ProductPage } from './product-page';

let server: CommerceTestServer;
const SLOW = { timeout: 15_000 };

beforeAll(async () => {
  server = await startCommerceTestServer([
    { code: 'OSLO-1-BLK', name: 'Oslo arm chair Black', unitPrice: 2500, stock: 42 },
    { code: 'OSLO-1-OAK', name: 'Oslo arm chair Oak', unitPrice: 2500, stock: 0 },
  ]);
});
afterAll(() => server.close());
beforeEach(() => {
  server.cart.clear();
});

const product = makeProduct();
const productPage = pageFixture({ pageType: 'ProductPage', product } as Parameters<typeof pageFixture>[0]);

function render(ui: React.ReactElement, signedIn: boolean) {
  const user = userEvent.setup();
  const result = renderWithProviders(ui, {
    api: createApiClient({ apiBase: server.url, language: 'en' }),
    preloadedState: {
      settings: { data: testSettings, status: 'succeeded' },
      customerSession: signedIn
        ? { customer: testCustomer, status: 'succeeded' }
        : { customer: null, status: 'succeeded' },
    },
  });
  return { ...result, user };
}

// The picker's body is a lazy chunk: its first load transforms it, which takes a while on a busy machine.
describe('variation picker modal', { timeout: 45_000 }, () => {
  it('opens from the product page with price and stock per variation, follows the choice, and adds', async () => {
    const { user } = render(<ProductPage page={productPage} />, true);
    const opener = screen.getByRole('button', { name: 'Compare variations' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Choose variation' });
    const options = await within(dialog).findAllByTestId('variation-picker-option', undefined, SLOW);
    expect(options).toHaveLength(2);
    expect(options[0]).toHaveTextContent('Black');
    expect(options[0]).toHaveTextContent('In stock (10+)');
    expect(options[0]).toHaveTextContent('2000,00 kr');
    expect(options[1]).toHaveTextContent('Oak');
    expect(options[1]).toHaveTextContent('Not in stock');

    await user.click(within(dialog).getByText('Oak'));
    expect(within(dialog).getByRole('radio', { name: /Oak/ })).toBeChecked();
    expect(screen.getByTestId('variation-code')).toHaveTextContent('OSLO-1-OAK');
    await user.click(within(dialog).getByText('Black'));
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(Object.fromEntries(server.cart)).toEqual({ 'OSLO-1-BLK': 2 });
    expect(screen.getByTestId('variation-code')).toHaveTextContent('OSLO-1-BLK');
    expect(opener).toHaveFocus();
  });

  it('tells an anonymous shopper to sign in to buy, and shows stock only', async () => {
    const { user } = render(<ProductPage page={productPage} />, false);
    await user.click(screen.getByRole('button', { name: 'Compare variations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose variation' });
    expect(await within(dialog).findByText('Sign in to see prices and buy.', undefined, SLOW)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(within(dialog).queryByText('2000,00 kr')).toBeNull();
  });

  it('the heart asks an anonymous visitor to sign in and opens the list picker for a customer', async () => {
    const anonymous = render(<ProductPage page={productPage} />, false);
    await anonymous.user.click(screen.getByTestId('product-favourite'));
    expect(anonymous.store.getState().accountModals).toMatchObject({ open: 'login', reason: 'favourites' });
    anonymous.unmount();

    const customer = render(<ProductPage page={productPage} />, true);
    await customer.user.click(screen.getByTestId('product-favourite'));
    expect(customer.store.getState().accountModals).toMatchObject({
      open: 'favouritesPicker',
      productCode: 'OSLO-1',
    });
  });

  it('preloading fetches the picker body once: the same load for every caller, the modal included', async () => {
    const first = preloadVariationPicker();
    expect(preloadVariationPicker()).toBe(first);
    expect(typeof (await first).VariationPickerContent).toBe('function');
  });

  it('a listing card of a product with two variants opens the picker instead of adding the base code', async () => {
    const card = makeProductCard(1, {
      code: 'OSLO-1',
      name: 'Oslo arm chair',
      variations: product.variations,
      numberOfVariants: 2,
    });
    const { user } = render(<ListingProductCard product={card} view="grid" />, true);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(add);
    // The press shows the button pending; the picker opens after that paint and takes the focus.
    expect(add).toHaveAttribute('aria-busy', 'true');
    const dialog = await screen.findByRole('dialog', { name: 'Choose variation' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), SLOW);
    await within(dialog).findAllByTestId('variation-picker-option', undefined, SLOW);
    expect(server.cart.size).toBe(0);

    // Closed without adding: nothing in the cart, and the card's button is back to normal.
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.cart.size).toBe(0);
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    // Focus is back on the card's button, where the shopper left it.
    await waitFor(() => expect(add).toHaveFocus());

    await user.click(add);
    const again = await screen.findByRole('dialog', { name: 'Choose variation' });
    await user.click(await within(again).findByRole('button', { name: 'Add to cart' }, SLOW));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
    expect(Object.fromEntries(server.cart)).toEqual({ 'OSLO-1-BLK': 1 });
    expect(await screen.findByRole('button', { name: /Added/ }, SLOW)).toBeTruthy();
  });
});
