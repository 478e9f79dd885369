import { createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testSettings } from '../test/cart-fixtures';
import { type CommerceTestServer, startCommerceTestServer } from '../test/commerce-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { CartPage } from './cart-page';

let server: CommerceTestServer;
const SLOW = { timeout: 15_000 };

beforeAll(async () => {
  server = await startCommerceTestServer([
    { code: 'OSLO-GRN', name: 'Oslo arm chair', unitPrice: 4990, stock: 10 },
    { code: 'BERGEN-OAK', name: 'Bergen dining chair', unitPrice: 1290, stock: 8 },
  ]);
});
afterAll(() => server.close());
beforeEach(() => {
  server.cart.clear();
  server.shared.clear();
  window.dataLayer = [];
});

const page = pageFixture({ pageType: 'CartPage', pageTitle: 'Your cart', url: '/en/cart-page' });

function renderCartPage(route = '/en/cart-page') {
  const user = userEvent.setup();
  const result = renderWithProviders(<CartPage page={page} />, {
    api: createApiClient({ apiBase: server.url, language: 'en' }),
    preloadedState: { settings: { data: testSettings, status: 'succeeded' } },
    route,
  });
  return { ...result, user };
}

// The modal's body is a lazy chunk: its first load transforms it, which takes a while on a busy machine.
describe('sharing a cart', { timeout: 45_000 }, () => {
  it("the 'share the cart' button opens the modal with a copyable link to the cart page", async () => {
    server.cart.set('OSLO-GRN', 2);
    const { user } = renderCartPage();
    await screen.findAllByTestId('cart-line', undefined, SLOW);
    const opener = screen.getByRole('button', { name: 'Share the cart' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Share the cart' });
    const link = await within(dialog).findByRole('textbox', { name: 'Link to this cart' }, SLOW);
    expect(link).toHaveValue(`${window.location.origin}/en/cart-page?share=share-1`);
    expect(Object.fromEntries(server.shared.get('share-1')!)).toEqual({ 'OSLO-GRN': 2 });

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/en/cart-page?share=share-1`);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Link copied');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });

  it("shows the server's reason when the link cannot be made, and tries again", async () => {
    server.cart.set('OSLO-GRN', 1);
    const { user } = renderCartPage();
    await screen.findAllByTestId('cart-line', undefined, SLOW);
    server.failNext('/api/cart/share', 500, { error: 'INTERNAL_ERROR', message: 'Internal server error.' });
    await user.click(screen.getByRole('button', { name: 'Share the cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share the cart' });
    expect((await within(dialog).findByRole('alert', undefined, SLOW)).textContent).toBe(
      'Internal server error.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link to this cart' }, SLOW)).toHaveValue(
      `${window.location.origin}/en/cart-page?share=share-1`,
    );
  });

  it('opening the link shows the shared lines and adds them to the own cart', async () => {
    server.shared.set('share-7', new Map([['BERGEN-OAK', 3]]));
    server.cart.set('OSLO-GRN', 1);
    const { user, store } = renderCartPage('/en/cart-page?share=share-7');
    const shared = await screen.findByTestId('shared-cart');
    const line = await within(shared).findByTestId('summary-line', undefined, SLOW);
    expect(line).toHaveTextContent('Bergen dining chair');
    expect(Object.fromEntries(server.cart)).toEqual({ 'OSLO-GRN': 1 });

    await user.click(within(shared).getByRole('button', { name: 'Add these to my cart' }));
    await waitFor(() =>
      expect(within(shared).getByRole('status')).toHaveTextContent(
        'The shared articles are now in your cart.',
      ),
    );
    expect(Object.fromEntries(server.cart)).toEqual({ 'OSLO-GRN': 1, 'BERGEN-OAK': 3 });
    expect(store.getState().cart.numberOfItems).toBe(4);
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(window.dataLayer?.some((entry) => (entry as { event?: string }).event === 'add_to_cart')).toBe(
      true,
    );
  });

  it('says so when the shared cart does not exist', async () => {
    renderCartPage('/en/cart-page?share=nope');
    const shared = await screen.findByTestId('shared-cart');
    expect((await within(shared).findByRole('alert', undefined, SLOW)).textContent).toBe(
      'This shared cart could not be found.',
    );
  });
});
