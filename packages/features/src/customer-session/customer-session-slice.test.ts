import { type Customer, createApiClient } from '@storefront/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { startTestApi } from '../test/test-api-server';
import {
  checkCustomerSession,
  customerSignedOut,
  selectIsSignedIn,
  selectSessionCustomer,
} from './customer-session-slice';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function storeAnswering(status: number, body?: unknown) {
  const server = await startTestApi({ 'GET /api/customer': () => ({ status, body }) });
  close = server.close;
  return makeStore({ api: createApiClient({ apiBase: server.url }) });
}

describe('customer session slice', () => {
  it('is anonymous when the API answers 204', async () => {
    const store = await storeAnswering(204);
    await store.dispatch(checkCustomerSession());
    expect(selectIsSignedIn(store.getState())).toBe(false);
    expect(store.getState().customerSession.status).toBe('succeeded');
  });

  it('is anonymous after a failure', async () => {
    const store = await storeAnswering(500, { error: 'INTERNAL', message: 'down' });
    await store.dispatch(checkCustomerSession());
    expect(selectSessionCustomer(store.getState())).toBeNull();
  });

  it('holds the customer the API answers, until sign-out', async () => {
    const customer = { email: 'kari@example.no', firstName: 'Kari' } as Customer;
    const store = await storeAnswering(200, customer);
    await store.dispatch(checkCustomerSession());
    expect(selectSessionCustomer(store.getState())).toEqual(customer);
    store.dispatch(customerSignedOut());
    expect(selectIsSignedIn(store.getState())).toBe(false);
  });
});
