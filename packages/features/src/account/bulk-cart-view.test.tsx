import { createApiClient } from '@storefront/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loginCustomer } from '../auth';
import { makeStore } from '../store/make-store';
import {
  type AccountTestServer,
  startAccountTestServer,
  testCustomer,
  testOrganisationCustomer,
} from '../test/account-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { AccountPage } from './account-page';
import { planBulkCartUpdate } from './bulk-cart-lines';

let server: AccountTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const page = {
  pageId: 'account',
  url: '/en/account',
  pageType: 'AccountPage',
  pageTitle: 'My account',
} as Parameters<typeof AccountPage>[0]['page'];

const articles = [
  { code: 'OSLO-GRN', name: 'Oslo chair green', unitPrice: 1000, stock: 40 },
  { code: 'BERGEN-OAK', name: 'Bergen table oak', unitPrice: 5000, stock: 12 },
  { code: 'LYS-WHT', name: 'Lys lamp white', unitPrice: 400, stock: 90 },
];

async function openBulkView(email = 'buyer@org.no') {
  server = await startAccountTestServer(
    [
      {
        customer: testOrganisationCustomer('buyer', 'buyer@org.no', 'OrganizationPurchaser'),
        password: 'pw-buyer-1',
      },
      { customer: testCustomer({ id: 'solo', email: 'solo@example.no' }), password: 'pw-solo-1' },
    ],
    articles,
  );
  server.cart.set('OSLO-GRN', 2);
  server.cart.set('BERGEN-OAK', 1);
  const api = createApiClient({ apiBase: server.url, language: 'en' });
  const store = makeStore({ api });
  await store.dispatch(
    loginCustomer({ email, password: email === 'buyer@org.no' ? 'pw-buyer-1' : 'pw-solo-1' }),
  );
  renderWithProviders(<AccountPage page={page} currentYear={2026} />, {
    store,
    api,
    route: '/en/account?view=BulkCart',
  });
  return { store, user: userEvent.setup() };
}

describe('planBulkCartUpdate', () => {
  it('merges edited fields and pasted rows into one change per code, the pasted row last', () => {
    expect(planBulkCartUpdate({ A: '3', B: '0' }, 'C;5\nA\t7\nD')).toEqual({
      changes: [
        { code: 'A', quantity: 7 },
        { code: 'B', quantity: 0 },
        { code: 'C', quantity: 5 },
        { code: 'D', quantity: 1 },
      ],
      errors: {},
    });
  });

  it('names the spec texts per field and pasted row', () => {
    expect(planBulkCartUpdate({ A: '' }, ';4\nB;1000')).toEqual({
      changes: [],
      errors: {
        'quantity:A': 'Quantity has to be a number between 0-999',
        'paste:1': 'Code cannot be empty',
        'paste:2': 'Quantity has to be a number between 0-999',
      },
    });
  });
});

describe('bulk cart update on the account page', { timeout: 45_000 }, () => {
  it('applies edited quantities, a removal and pasted lines in one bulk call', async () => {
    const { store, user } = await openBulkView();
    expect(await screen.findAllByTestId('bulk-cart-line', {}, { timeout: 10_000 })).toHaveLength(2);
    await user.clear(screen.getByLabelText('Quantity OSLO-GRN'));
    await user.type(screen.getByLabelText('Quantity OSLO-GRN'), '5');
    await user.clear(screen.getByLabelText('Quantity BERGEN-OAK'));
    await user.type(screen.getByLabelText('Quantity BERGEN-OAK'), '0');
    await user.type(screen.getByLabelText(/Paste lines/), 'LYS-WHT;3');
    server!.requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Update cart' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 cart lines were updated.');
    expect(server!.requests.filter((r) => r.startsWith('PUT /api/cart'))).toEqual([
      'PUT /api/cart/bulk?priceInclVAT=false',
    ]);
    expect([...server!.cart]).toEqual([
      ['OSLO-GRN', 5],
      ['LYS-WHT', 3],
    ]);
    expect(store.getState().cart.lineItems.map((l) => [l.code, l.quantity])).toEqual([
      ['OSLO-GRN', 5],
      ['LYS-WHT', 3],
    ]);
    await waitFor(() => expect(screen.getAllByTestId('bulk-cart-line')).toHaveLength(2));
  });

  it('shows the spec texts before calling, and the server message for an unknown code', async () => {
    const { user } = await openBulkView();
    await screen.findAllByTestId('bulk-cart-line', {}, { timeout: 10_000 });
    await user.clear(screen.getByLabelText('Quantity OSLO-GRN'));
    await user.type(screen.getByLabelText(/Paste lines/), ';2');
    server!.requests.length = 0;
    await user.click(screen.getByRole('button', { name: 'Update cart' }));
    expect(screen.getByText('Quantity has to be a number between 0-999')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Row 1: Code cannot be empty');
    expect(server!.requests.some((r) => r.startsWith('PUT'))).toBe(false);

    await user.type(screen.getByLabelText('Quantity OSLO-GRN'), '2');
    await user.clear(screen.getByLabelText(/Paste lines/));
    await user.type(screen.getByLabelText(/Paste lines/), 'NOPE-1;2');
    await user.click(screen.getByRole('button', { name: 'Update cart' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('No article has the code NOPE-1.'),
    );
    expect([...server!.cart]).toEqual([
      ['OSLO-GRN', 2],
      ['BERGEN-OAK', 1],
    ]);
  });

  it('is not offered to a private customer: view=BulkCart shows the overview', async () => {
    await openBulkView('solo@example.no');
    expect(screen.queryByRole('link', { name: 'Update cart' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('bulk-cart-line')).not.toBeInTheDocument();
  });
});
