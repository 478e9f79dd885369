import { createApiClient } from '@storefront/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { loginCustomer } from '../auth';
import { makeStore } from '../store/make-store';
import { type AccountTestServer, startAccountTestServer, testCustomer } from '../test/account-test-server';
import { selectFavouriteLists, selectIsFavourite } from './favourites-slice';
import {
  loadFavourites,
  removeFavouritesList,
  renameFavouritesList,
  toggleFavourite,
} from './favourites-thunks';

let server: AccountTestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function signedInStore() {
  server = await startAccountTestServer([
    { customer: testCustomer({ id: 'c-1', email: 'kari@example.no' }), password: 'correct horse' },
  ]);
  const store = makeStore({ api: createApiClient({ apiBase: server.url }) });
  await store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'correct horse' }));
  return { store, server };
}

describe('favourites slice', () => {
  it('drops lists with no items on load', async () => {
    const { store, server } = await signedInStore();
    server.favourites.set('c-1', [
      { id: '1', name: 'Office', items: [{ code: 'OSLO-GRN' }] },
      { id: '2', name: 'Empty', items: [] },
    ]);
    await store.dispatch(loadFavourites());
    expect(selectFavouriteLists(store.getState()).map((list) => list.name)).toEqual(['Office']);
  });

  it('adds a product to a new list, a second list, and takes it out again (removing the emptied list)', async () => {
    const { store, server } = await signedInStore();
    await store.dispatch(toggleFavourite({ listName: 'Office', code: 'OSLO-GRN' }));
    await store.dispatch(toggleFavourite({ listName: 'Cabin', code: 'BERGEN-OAK' }));
    expect(selectFavouriteLists(store.getState()).map((list) => list.name)).toEqual(['Office', 'Cabin']);
    expect(selectIsFavourite(store.getState(), 'OSLO-GRN')).toBe(true);

    await store.dispatch(toggleFavourite({ listName: 'Office', code: 'OSLO-GRN' }));
    expect(selectIsFavourite(store.getState(), 'OSLO-GRN')).toBe(false);
    expect(selectFavouriteLists(store.getState()).map((list) => list.name)).toEqual(['Cabin']);
    expect(server.favourites.get('c-1')?.map((list) => list.name)).toEqual(['Cabin']);
  });

  it('renames and removes lists by name, on the server too', async () => {
    const { store, server } = await signedInStore();
    await store.dispatch(toggleFavourite({ listName: 'Office', code: 'OSLO-GRN' }));
    await store.dispatch(toggleFavourite({ listName: 'Cabin', code: 'BERGEN-OAK' }));
    await store.dispatch(renameFavouritesList({ oldName: 'Office', newName: 'Head office' }));
    await store.dispatch(removeFavouritesList('Cabin'));
    expect(selectFavouriteLists(store.getState())).toEqual([
      { id: 'f-Office', name: 'Head office', items: [{ code: 'OSLO-GRN' }] },
    ]);
    expect(server.favourites.get('c-1')?.map((list) => list.name)).toEqual(['Head office']);
  });

  it('keeps the lists and shows the server message when a rename fails', async () => {
    const { store } = await signedInStore();
    await store.dispatch(toggleFavourite({ listName: 'Office', code: 'OSLO-GRN' }));
    await store.dispatch(renameFavouritesList({ oldName: 'Nope', newName: 'Other' }));
    expect(store.getState().favourites.error).toBe('No such list.');
    expect(selectFavouriteLists(store.getState()).map((list) => list.name)).toEqual(['Office']);
  });
});
