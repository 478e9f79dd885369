import { createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from '../account';
import { loginCustomer } from '../auth';
import { makeStore } from '../store/make-store';
import {
  type AccountTestServer,
  startAccountTestServer,
  testOrganisationCustomer,
} from '../test/account-test-server';
import { renderWithProviders } from '../test/render-with-providers';

let server: AccountTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const accountPage = {
  pageId: 'account',
  url: '/en/account',
  pageType: 'AccountPage',
  pageTitle: 'My account',
} as Parameters<typeof AccountPage>[0]['page'];

async function signedIn(email: string, password: string) {
  server = await startAccountTestServer([
    {
      customer: testOrganisationCustomer('admin', 'admin@org.no', 'OrganizationAdministrator'),
      password: 'pw-admin-1',
    },
    {
      customer: testOrganisationCustomer('buyer', 'buyer@org.no', 'OrganizationPurchaser'),
      password: 'pw-buyer-1',
    },
  ]);
  const api = createApiClient({ apiBase: server.url });
  const store = makeStore({ api });
  await store.dispatch(loginCustomer({ email, password }));
  return { store, api };
}

// Typing whole forms and the lazy modal chunks take a while on a busy machine.
describe('organisation user administration on the account page', { timeout: 45_000 }, () => {
  it('lets an administrator create a purchaser: the list is refetched and the creation confirmed', async () => {
    const { store, api } = await signedIn('admin@org.no', 'pw-admin-1');
    const user = userEvent.setup();
    renderWithProviders(<AccountPage page={accountPage} currentYear={2026} />, {
      store,
      api,
      route: '/en/account?view=Users',
    });
    expect(await screen.findAllByTestId('organisation-user')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Per');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Hansen');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'per@org.no');
    await user.type(within(dialog).getByLabelText(/Password/), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Password has to be 8-128 characters')).toBeTruthy();
    expect(server!.requests.some((r) => r.startsWith('POST /api/customer/organization-user'))).toBe(false);

    await user.type(within(dialog).getByLabelText(/Password/), '-but-long-now');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The user has been created.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('organisation-user')).toHaveLength(3));
    expect(server!.accounts.find((a) => a.customer.email === 'per@org.no')?.customer.role).toBe(
      'OrganizationPurchaser',
    );
  });

  it('shows the server message in the footer when the e-mail is taken', async () => {
    const { store, api } = await signedIn('admin@org.no', 'pw-admin-1');
    const user = userEvent.setup();
    renderWithProviders(<AccountPage page={accountPage} currentYear={2026} />, {
      store,
      api,
      route: '/en/account?view=Users',
    });
    await screen.findAllByTestId('organisation-user');
    await user.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add user' });
    await user.type(within(dialog).getByLabelText(/First name/), 'Sofie');
    await user.type(within(dialog).getByLabelText(/Last name/), 'Dahl');
    await user.type(within(dialog).getByLabelText(/E-mail/), 'buyer@org.no');
    await user.type(within(dialog).getByLabelText(/Password/), 'long-enough-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'An account with this e-mail already exists.',
    );
  });

  it('hides user administration from a purchaser, also when the address asks for it', async () => {
    const { store, api } = await signedIn('buyer@org.no', 'pw-buyer-1');
    renderWithProviders(<AccountPage page={accountPage} currentYear={2026} />, {
      store,
      api,
      route: '/en/account?view=Users',
    });
    expect(await screen.findByRole('heading', { name: 'Latest orders' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Users' })).toBeNull();
    expect(server!.requests.some((r) => r.includes('all-customers'))).toBe(false);
  });
});
