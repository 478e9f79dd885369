import { createApiClient } from '@storefront/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountButton } from '../auth';
import { useFavouriteHeart } from '../favourites';
import { makeStore } from '../store/make-store';
import { type AccountTestServer, startAccountTestServer, testCustomer } from '../test/account-test-server';
import { renderWithProviders } from '../test/render-with-providers';
import { AccountModalHost } from './account-modal-host';

let server: AccountTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function Heart() {
  const { isFavourite, onFavouriteClick } = useFavouriteHeart();
  return (
    <button type="button" onClick={() => onFavouriteClick('OSLO-GRN')}>
      {isFavourite('OSLO-GRN') ? 'Favourite' : 'Not favourite'}
    </button>
  );
}

async function setup() {
  server = await startAccountTestServer([
    {
      customer: testCustomer({ id: 'c-1', email: 'kari@example.no', firstName: 'Kari' }),
      password: 'correct horse',
    },
  ]);
  const api = createApiClient({ apiBase: server.url });
  const store = makeStore({ api });
  const view = renderWithProviders(
    <>
      <AccountButton accountUrl="/en/account" />
      <Heart />
      <AccountModalHost />
    </>,
    { store, api },
  );
  return { ...view, user: userEvent.setup() };
}

// The modals are lazy chunks: their first load transforms them, which takes a while on a busy machine.
describe('account button, sign-in modal and favourite heart', { timeout: 45_000 }, () => {
  it('opens the sign-in modal for an anonymous visitor, shows the server message, then signs in', async () => {
    const { user, store } = await setup();
    await user.click(screen.getByRole('link', { name: 'Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });

    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(within(dialog).getByText('Not a valid e-mail address')).toBeTruthy();

    await user.type(within(dialog).getByLabelText(/E-mail/), 'kari@example.no');
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong one');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wrong e-mail or password.');

    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.type(within(dialog).getByLabelText(/Password/), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().customerSession.customer?.email).toBe('kari@example.no');
  });

  it('asks an anonymous visitor to sign in from the heart, and opens the list picker once signed in', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Not favourite' }));
    const login = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(within(login).getByText('Sign in to save favourites.')).toBeTruthy();
    await user.type(within(login).getByLabelText(/E-mail/), 'kari@example.no');
    await user.type(within(login).getByLabelText(/Password/), 'correct horse');
    await user.click(within(login).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Not favourite' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a list' });
    await user.click(within(picker).getByRole('button', { name: 'New list' }));
    expect(await screen.findByRole('button', { name: 'Favourite' })).toBeTruthy();
    expect(server!.favourites.get('c-1')).toEqual([
      { id: 'f-Favourites', name: 'Favourites', items: [{ code: 'OSLO-GRN' }] },
    ]);
  });
});
