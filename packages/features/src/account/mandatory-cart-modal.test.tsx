import { createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loginCustomer } from '../auth';
import { fetchCart } from '../cart';
import { makeStore } from '../store/make-store';
import { type AccountTestServer, startAccountTestServer, testCustomer } from '../test/account-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { ReorderButton } from './reorder-button';

let server: AccountTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const pastOrder = [
  { code: 'OSLO-GRN', quantity: 2 },
  { code: 'LYS-WHT', quantity: 1 },
];

async function setup(cart: Array<[string, number]>) {
  server = await startAccountTestServer(
    [{ customer: testCustomer({ id: 'c-1', email: 'kari@example.no' }), password: 'pw-kari-1' }],
    [
      { code: 'OSLO-GRN', name: 'Oslo chair green', unitPrice: 1000, stock: 40 },
      { code: 'LYS-WHT', name: 'Lys lamp white', unitPrice: 400, stock: 90 },
      { code: 'BERGEN-OAK', name: 'Bergen table oak', unitPrice: 5000, stock: 12 },
    ],
  );
  for (const [code, quantity] of cart) server.cart.set(code, quantity);
  const api = createApiClient({ apiBase: server.url, language: 'en' });
  const store = makeStore({ api });
  await store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'pw-kari-1' }));
  // Sign-in reloads the cart already (this read is skipped while that one runs): wait for the server's lines.
  await store.dispatch(fetchCart());
  await waitFor(() => expect(store.getState().cart.lineItems).toHaveLength(cart.length));
  renderWithProviders(<ReorderButton lines={pastOrder} />, { store, api });
  return { store, user: userEvent.setup() };
}

describe('mandatory cart modal before a reorder', { timeout: 45_000 }, () => {
  it('given a cart with lines, asks first; confirming adds the order lines to them', async () => {
    const { user } = await setup([['BERGEN-OAK', 1]]);
    server!.requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your cart already has items' },
      { timeout: 10_000 },
    );
    expect(dialog).toHaveTextContent('Your cart has 1 lines.');
    expect(server!.requests.some((r) => r.startsWith('POST'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Add to the cart' }));
    await waitFor(() => expect(server!.cart.get('OSLO-GRN')).toBe(2));
    expect([...server!.cart]).toEqual([
      ['BERGEN-OAK', 1],
      ['OSLO-GRN', 2],
      ['LYS-WHT', 1],
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('given a cart with lines, cancelling adds nothing', async () => {
    const { user } = await setup([['BERGEN-OAK', 1]]);
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Your cart already has items' },
      { timeout: 10_000 },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect([...server!.cart]).toEqual([['BERGEN-OAK', 1]]);
    expect(server!.requests.some((r) => r.startsWith('POST /api/cart/add-multiple'))).toBe(false);
  });

  it('given an empty cart, reorders without asking', async () => {
    const { user } = await setup([]);
    await user.click(screen.getByRole('button', { name: 'Reorder' }));
    await waitFor(() => expect(server!.cart.get('LYS-WHT')).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
