import { type Customer, createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { testCustomer } from '../test/account-fixtures';
import { homeAddress } from '../test/cart-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { startTestApi } from '../test/test-api-server';
import { AddressesView } from './addresses-view';

const cabin = { ...homeAddress, id: 'a-cabin', address: 'Hyttevegen 3', city: 'Geilo', postalCode: '3580' };
const customer: Customer = {
  ...testCustomer({ id: 'c-1', email: 'kari@example.no' }),
  billingAddresses: [homeAddress],
  deliveryAddresses: [homeAddress, cabin],
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function renderView(status = 200) {
  const server = await startTestApi({
    'POST /api/customer/set-primary-address': () =>
      status === 200
        ? { status, body: { ...customer, deliveryAddresses: [cabin, homeAddress] } }
        : { status, body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' } },
  });
  close = server.close;
  const api = createApiClient({ apiBase: server.url });
  const view = renderWithProviders(<AddressesView customer={customer} />, {
    api,
    preloadedState: { customerSession: { customer, status: 'succeeded' } },
  });
  return { ...view, server, user: userEvent.setup() };
}

describe('delivery addresses modal', { timeout: 45_000 }, () => {
  it('opens on demand with the default address chosen, saves another one and closes', async () => {
    const { user, server, store } = await renderView();
    await user.click(screen.getByRole('button', { name: 'Choose delivery address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery addresses' });
    const options = within(dialog).getAllByRole('radio');
    expect(options).toHaveLength(2);
    expect(options[0]).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Hyttevegen 3/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/customer/set-primary-address',
    ]);
    expect(store.getState().customerSession.customer?.deliveryAddresses[0]?.id).toBe('a-cabin');
  });

  it('lists a failure in the footer and stays open', async () => {
    const { user } = await renderView(500);
    await user.click(screen.getByRole('button', { name: 'Choose delivery address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery addresses' });
    await user.click(within(dialog).getByRole('radio', { name: /Hyttevegen 3/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this address' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Internal server error.');
  });

  it('goes on to the add-address modal', async () => {
    const { user } = await renderView();
    await user.click(screen.getByRole('button', { name: 'Choose delivery address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivery addresses' });
    await user.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByRole('dialog', { name: /address/i })).not.toBe(dialog);
  });
});
