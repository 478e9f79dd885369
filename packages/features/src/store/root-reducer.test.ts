import { createApiClient, type OrderContact } from '@storefront/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contactSaved } from '../checkout/checkout-form-slice';
import { checkoutRootReducer } from '../checkout/checkout-reducer';

// The test setup injects every slice into the shared root reducer; these tests need one where the page
// chunks have not run yet, so each loads the store modules afresh.
async function freshStore() {
  vi.resetModules();
  const reducerModule = await import('./root-reducer');
  const { makeStore } = await import('./make-store');
  return { ...reducerModule, makeStore };
}

const contact: OrderContact = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.com',
  phoneNumber: '+4712345678',
};

// What the server rendered for a checkout page: its slice has a value before the browser injected it.
const serverCheckout = {
  ...checkoutRootReducer(undefined, { type: 'init' }),
  form: { contact, addresses: null },
};
const api = createApiClient({ apiBase: 'http://127.0.0.1:9' });

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

describe('rootReducer', () => {
  it('keeps the state of a slice that is not injected yet, unchanged and without a warning', async () => {
    const { makeStore } = await freshStore();
    const store = makeStore({ api, preloadedState: { checkout: serverCheckout } });
    const before = store.getState();
    expect(before.checkout).toBe(serverCheckout);
    store.dispatch({ type: 'unrelated' });
    expect(store.getState()).toBe(before);
    store.dispatch(contactSaved({ ...contact, firstName: 'Ola' }));
    // Nobody reduces checkout yet: the server's value stays.
    expect(store.getState().checkout).toBe(serverCheckout);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hands the kept state to the slice once it is injected', async () => {
    const { makeStore, injectSlice } = await freshStore();
    const store = makeStore({ api, preloadedState: { checkout: serverCheckout } });
    injectSlice({ reducerPath: 'checkout', reducer: checkoutRootReducer });
    store.dispatch({ type: 'unrelated' });
    expect(store.getState().checkout).toEqual(serverCheckout);
    store.dispatch(contactSaved({ ...contact, firstName: 'Ola' }));
    expect(store.getState().checkout.form.contact?.firstName).toBe('Ola');
    expect(store.getState().page).toBeDefined();
  });

  it('has no lazy slice before injection and its initial state after the next action', async () => {
    const { makeStore, injectSlice } = await freshStore();
    const store = makeStore({ api });
    expect(store.getState()).not.toHaveProperty('checkout');
    injectSlice({ reducerPath: 'checkout', reducer: checkoutRootReducer });
    store.dispatch({ type: 'unrelated' });
    expect(store.getState().checkout).toEqual(checkoutRootReducer(undefined, { type: 'init' }));
  });

  it('lets selectors read an injected slice before any action reached it (withInjectedSlices)', async () => {
    const { makeStore, injectSlice, withInjectedSlices } = await freshStore();
    const store = makeStore({ api });
    injectSlice({ reducerPath: 'checkout', reducer: checkoutRootReducer });
    const selectContact = withInjectedSlices((state) => state.checkout.form.contact);
    expect(selectContact(store.getState())).toBeNull();
    // Without the wrapper the slice is simply not there yet.
    expect(store.getState()).not.toHaveProperty('checkout');
  });
});
