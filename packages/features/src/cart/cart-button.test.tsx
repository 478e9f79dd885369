import { createApiClient } from '@storefront/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerSignedIn } from '../customer-session';
import { testCustomer, testSettings } from '../test/cart-fixtures';
import { type CommerceTestServer, startCommerceTestServer } from '../test/commerce-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { CartButton } from './cart-button';
import { initialCartState } from './cart-slice';

let server: CommerceTestServer;
/** The machine running the tests is shared and slow: wait up to 10 s for an answer to show. */
const SLOW = { timeout: 10_000 };
const waitForSlow = <T,>(check: () => T | Promise<T>) => waitFor(check, SLOW);

beforeAll(async () => {
  server = await startCommerceTestServer([
    {
      code: 'OSLO-GRN',
      name: 'Oslo arm chair',
      unitPrice: 4990,
      stock: 10,
      categoryPath: ['Furniture', 'Chairs'],
    },
    { code: 'BERGEN-OAK', name: 'Bergen dining chair', unitPrice: 1290, stock: 10 },
  ]);
});
afterAll(() => server.close());
beforeEach(() => {
  server.cart.clear();
  server.requests.length = 0;
  server.cart.set('OSLO-GRN', 1);
  server.cart.set('BERGEN-OAK', 2);
  window.dataLayer = [];
});
afterEach(() => {
  delete window.dataLayer;
});

const ecommerce = () => (window.dataLayer ?? []).filter((entry) => entry.event !== 'ecommerce_clear');

function renderButton(signedIn: boolean) {
  const user = userEvent.setup();
  const result = renderWithProviders(
    <Routes>
      <Route path="/en" element={<CartButton />} />
      <Route path="/en/cart-page" element={<p>The cart page</p>} />
      <Route path="/en/checkout" element={<p>The checkout page</p>} />
    </Routes>,
    {
      api: createApiClient({ apiBase: server.url, language: 'en' }),
      preloadedState: {
        settings: { data: testSettings, status: 'succeeded' },
        customerSession: { customer: signedIn ? testCustomer : null, status: 'succeeded' },
      },
    },
  );
  return { ...result, user };
}

describe('CartButton', () => {
  it('reads the cart and shows the item count in its name and badge', async () => {
    renderButton(false);
    expect(await screen.findByRole('button', { name: 'Cart, 3 items in cart' }, SLOW)).toBeInTheDocument();
    expect(screen.getByTestId('count-badge')).toHaveTextContent('3');
  });

  it('does not read again a cart the server render carried, until the visitor signs in', async () => {
    const { store } = renderWithProviders(<CartButton />, {
      api: createApiClient({ apiBase: server.url, language: 'en' }),
      route: '/en',
      preloadedState: {
        settings: { data: testSettings, status: 'succeeded' },
        customerSession: { customer: null, status: 'succeeded' },
        cart: { ...initialCartState, numberOfItems: 5, loaded: true },
      },
    });
    const cartReads = () => server.requests.filter((r) => r.path === '/api/cart' && r.method === 'GET');
    expect(screen.getByRole('button', { name: 'Cart, 5 items in cart' })).toBeInTheDocument();
    // Give a read started on mount time to arrive: the server holds 3 items, so the badge would change.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(cartReads()).toHaveLength(0);
    expect(screen.getByTestId('count-badge')).toHaveTextContent('5');

    act(() => {
      store.dispatch(customerSignedIn(testCustomer));
    });
    await waitForSlow(() => expect(screen.getByTestId('count-badge')).toHaveTextContent('3'));
    expect(cartReads()).toHaveLength(1);
  });

  describe('given an anonymous visitor', () => {
    it('opens the mini cart and reports view_cart with every line', async () => {
      const { user } = renderButton(false);
      await user.click(await screen.findByRole('button', { name: /Cart, 3 items/ }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Cart' }, SLOW);
      expect(within(dialog).getAllByTestId('cart-line')).toHaveLength(2);
      expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute(
        'href',
        '/en/cart-page',
      );
      expect(within(dialog).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
        'href',
        '/en/checkout',
      );
      expect(within(dialog).getByTestId('cart-total')).toHaveTextContent(/kr/);
      expect(ecommerce()).toEqual([
        {
          event: 'view_cart',
          ecommerce: {
            currency: 'SEK',
            value: 7570,
            items: [
              expect.objectContaining({
                item_id: 'OSLO-GRN',
                item_name: 'Oslo arm chair',
                item_category: 'Furniture',
                item_category2: 'Chairs',
                price: 4990,
                quantity: 1,
              }),
              expect.objectContaining({ item_id: 'BERGEN-OAK', price: 1290, quantity: 2 }),
            ],
          },
        },
      ]);
    });

    it('changes a quantity in the mini cart at once, reported as add_to_cart, and closes on Escape', async () => {
      const { user, store } = renderButton(false);
      await user.click(await screen.findByRole('button', { name: /Cart, 3 items/ }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Cart' }, SLOW);
      window.dataLayer = [];
      await user.click(within(dialog).getByRole('button', { name: 'Increase quantity of Oslo arm chair' }));
      await waitForSlow(() => expect(server.cart.get('OSLO-GRN')).toBe(2));
      await waitForSlow(() => expect(store.getState().cart.numberOfItems).toBe(4));
      expect(ecommerce()).toMatchObject([
        { event: 'add_to_cart', ecommerce: { items: [{ item_id: 'OSLO-GRN', quantity: 1 }] } },
      ]);
      await user.click(within(dialog).getByRole('button', { name: 'Remove from cart: Bergen dining chair' }));
      await waitForSlow(() => expect(server.cart.has('BERGEN-OAK')).toBe(false));
      expect(ecommerce().at(-1)).toMatchObject({
        event: 'remove_from_cart',
        ecommerce: { items: [{ quantity: 2 }] },
      });
      // The removed line took focus with it; Escape works from anywhere inside the panel.
      within(dialog).getByRole('textbox', { name: 'Quantity of Oslo arm chair' }).focus();
      await user.keyboard('{Escape}');
      await waitForSlow(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });

    it('the link to checkout closes the panel and goes there', async () => {
      const { user } = renderButton(false);
      await user.click(await screen.findByRole('button', { name: /Cart, 3 items/ }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'Cart' }, SLOW);
      await user.click(within(dialog).getByRole('link', { name: 'Go to checkout' }));
      expect(await screen.findByText('The checkout page', undefined, SLOW)).toBeInTheDocument();
      await act(async () => {});
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in customer', () => {
    it('goes to the cart page and reports view_cart', async () => {
      const { user } = renderButton(true);
      const link = await screen.findByRole('link', { name: 'Cart, 3 items in cart' }, SLOW);
      expect(link).toHaveAttribute('href', '/en/cart-page');
      await user.click(link);
      expect(await screen.findByText('The cart page', undefined, SLOW)).toBeInTheDocument();
      expect(ecommerce()).toMatchObject([{ event: 'view_cart', ecommerce: { value: 7570 } }]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
