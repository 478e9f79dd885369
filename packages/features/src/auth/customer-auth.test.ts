import { createApiClient } from '@storefront/api-client';
import { SESSION_CHECK_INTERVAL_MS } from '@storefront/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginCustomer, logoutCustomer, registerCustomer } from '../store/customer-auth-thunks';
import { makeStore } from '../store/make-store';
import { type AccountTestServer, startAccountTestServer, testCustomer } from '../test/account-test-server';
import { startSessionCheck } from './session-check';

let server: AccountTestServer | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

const kari = testCustomer({ id: 'c-1', email: 'kari@example.no' });

async function setup() {
  server = await startAccountTestServer(
    [{ customer: kari, password: 'correct horse' }],
    [{ code: 'OSLO-GRN', name: 'Oslo arm chair', unitPrice: 4990, stock: 5 }],
  );
  const store = makeStore({ api: createApiClient({ apiBase: server.url, language: 'en' }) });
  return { server, store };
}

/** Waits on real time for the store to reach a state (HTTP answers arrive on the real event loop). */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe('customer sign-in, registration and sign-out', () => {
  it('goes idle → loading → succeeded on a login answered with an e-mail, and reads cart and favourites', async () => {
    const { store, server } = await setup();
    expect(store.getState().customerSession.status).toBe('idle');
    const pending = store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'correct horse' }));
    expect(store.getState().customerSession.status).toBe('loading');
    await pending;
    expect(store.getState().customerSession).toMatchObject({
      status: 'succeeded',
      customer: kari,
      error: null,
    });
    await until(
      () =>
        server.requests.includes('GET /api/favorites/lists') &&
        server.requests.some((r) => r.startsWith('GET /api/cart?')),
    );
  });

  it('fails with the server message on wrong credentials and keeps the visitor anonymous', async () => {
    const { store } = await setup();
    await store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'wrong password' }));
    expect(store.getState().customerSession).toMatchObject({
      status: 'failed',
      customer: null,
      error: 'Wrong e-mail or password.',
    });
  });

  it('fails when the answer holds no e-mail', async () => {
    const { store, server } = await setup();
    server.failNext('/api/customer/login', 200, { ...kari, email: '' });
    await store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'correct horse' }));
    expect(store.getState().customerSession.status).toBe('failed');
  });

  it('registers a customer (loading, then succeeded) and reports a taken e-mail', async () => {
    const { store } = await setup();
    const body = {
      firstName: 'Ola',
      lastName: 'Nordmann',
      email: 'ola@example.no',
      phoneNumber: '',
      password: 'long enough',
    };
    const pending = store.dispatch(registerCustomer(body));
    expect(store.getState().customerSession.status).toBe('loading');
    await pending;
    expect(store.getState().customerSession.customer?.email).toBe('ola@example.no');
    await store.dispatch(registerCustomer({ ...body, email: 'kari@example.no' }));
    expect(store.getState().customerSession.error).toBe('An account with this e-mail already exists.');
  });

  it('resets the customer and favourites on logout', async () => {
    const { store, server } = await setup();
    server.favourites.set('c-1', [{ id: 'f', name: 'Office', items: [{ code: 'OSLO-GRN' }] }]);
    await store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'correct horse' }));
    await until(() => store.getState().favourites.lists.length === 1);
    await store.dispatch(logoutCustomer());
    expect(store.getState().customerSession).toEqual({ customer: null, status: 'idle', error: null });
    expect(store.getState().favourites.lists).toEqual([]);
    expect(server.signedIn).toBeNull();
  });
});

describe('session check every 1,860,000 ms', () => {
  it('clears the user and reloads the cart when the API answers 204', async () => {
    const { store, server } = await setup();
    await store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'correct horse' }));
    await until(() => store.getState().favourites.status === 'succeeded');
    await until(() => server.requests.some((r) => r.startsWith('GET /api/cart?')));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startSessionCheck(store.dispatch);
    server.signedIn = null; // the session ended on the server (expired or signed out elsewhere)
    const cartReadsBefore = server.requests.filter((r) => r.startsWith('GET /api/cart?')).length;

    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS - 1);
    expect(server.requests.filter((r) => r === 'GET /api/customer')).toHaveLength(0);
    expect(store.getState().customerSession.customer).not.toBeNull();

    vi.advanceTimersByTime(1);
    await until(() => store.getState().customerSession.customer === null);
    await until(
      () => server.requests.filter((r) => r.startsWith('GET /api/cart?')).length === cartReadsBefore + 1,
    );
    stop();
  });

  it('clears the user on an exception (no answer) but keeps it on a 500', async () => {
    const { store, server } = await setup();
    await store.dispatch(loginCustomer({ email: 'kari@example.no', password: 'correct horse' }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startSessionCheck(store.dispatch);

    server.failNext('/api/customer', 500, { error: 'INTERNAL', message: 'down' });
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    await until(() => server.requests.filter((r) => r === 'GET /api/customer').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(store.getState().customerSession.customer).toEqual(kari);

    await server.close(); // nothing answers any more: the client reports an exception
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS);
    await until(() => store.getState().customerSession.customer === null);
    stop();
  });

  it('stops checking once stopped', async () => {
    const { store, server } = await setup();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startSessionCheck(store.dispatch)();
    vi.advanceTimersByTime(SESSION_CHECK_INTERVAL_MS * 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.requests).not.toContain('GET /api/customer');
  });
});
