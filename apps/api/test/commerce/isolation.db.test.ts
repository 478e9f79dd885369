import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from './support/accounts';
import { ARTICLES } from './support/catalogue-fixture';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { orderBody } from './support/order-body';
import { Visitor } from './support/visitor';

describe('isolation between customers and the cross-site guard', () => {
  let t: TestCommerce;
  let alice: Visitor;
  let bob: Visitor;
  let aliceOrder: string;
  let aliceAddressId: string;

  beforeAll(async () => {
    t = await startCommerce();
    await createAccount(t.handle.db, 'alice@example.com');
    await createAccount(t.handle.db, 'bob@example.com');
    alice = new Visitor(t.app, 'alice');
    bob = new Visitor(t.app, 'bob');
    await alice.login('alice@example.com', TEST_PASSWORD);
    await bob.login('bob@example.com', TEST_PASSWORD);
    await alice.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    aliceOrder = (
      await alice.call('POST', '/api/order/', orderBody(), { 'idempotency-key': 'alice-order-1' })
    ).json().orderNumber;
    await alice.call('POST', '/api/cart', { code: ARTICLES.sofa, quantity: 2 });
    const customer = (
      await alice.call('POST', '/api/customer/create-address', {
        address: { ...orderBody().shippingAddress, address: 'Alice street 1' },
      })
    ).json();
    aliceAddressId = customer.deliveryAddresses[0].id;
    await alice.call('PUT', '/api/favorites', {
      listName: 'Secret wishes',
      items: [{ code: 'BERGEN-SOFA' }],
    });
  });
  afterAll(async () => t?.close());

  it("never shows one customer's orders, addresses, favourites or cart to another", async () => {
    expect((await bob.call('GET', `/api/order/${aliceOrder}`)).statusCode).toBe(404);
    expect((await bob.call('GET', '/api/order/all-orders')).json()).toEqual({
      orders: [],
      totalOrderCount: 0,
      orderYears: [],
    });
    expect((await bob.call('GET', `/api/payment/test/${aliceOrder}`)).statusCode).toBe(404);
    expect(
      (
        await bob.call('POST', `/api/payment/test/${aliceOrder}/pay`, undefined, {
          'content-type': 'application/x-www-form-urlencoded',
        })
      ).statusCode,
    ).toBe(404);
    const bobCustomer = (await bob.call('GET', '/api/customer')).json();
    expect(JSON.stringify(bobCustomer)).not.toContain('Alice street');
    expect((await bob.call('GET', '/api/favorites/lists')).json()).toEqual([]);
    expect((await bob.call('GET', '/api/cart')).json().numberOfItems).toBe(0);
    // Nor change them.
    expect(
      (
        await bob.call('PUT', '/api/customer/update-address', {
          newAddress: { ...orderBody().shippingAddress, id: aliceAddressId },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await bob.call('DELETE', '/api/customer/delete-address', { addressId: aliceAddressId })).statusCode,
    ).toBe(404);
    expect(
      (await bob.call('POST', '/api/customer/set-primary-address', { addressId: aliceAddressId })).statusCode,
    ).toBe(404);
    await bob.call('DELETE', '/api/favorites/lists', { listName: 'Secret wishes' });
    await bob.call('DELETE', '/api/cart');
    // Alice still has everything.
    expect((await alice.call('GET', `/api/order/${aliceOrder}`)).statusCode).toBe(200);
    expect((await alice.call('GET', '/api/favorites/lists')).json()).toHaveLength(1);
    expect((await alice.call('GET', '/api/cart')).json().numberOfItems).toBe(2);
    expect((await alice.call('GET', '/api/customer')).json().deliveryAddresses).toHaveLength(1);
  });

  it('ignores forged or unknown session cookies', async () => {
    const forged = new Visitor(t.app);
    forged.cookie = 'A'.repeat(43);
    expect((await forged.call('GET', '/api/customer')).statusCode).toBe(204);
    expect((await forged.call('GET', '/api/cart')).json().numberOfItems).toBe(0);
    forged.cookie = `${alice.cookie}x`;
    expect((await forged.call('GET', '/api/customer')).statusCode).toBe(204);
  });

  it('refuses cross-site state changes and non-JSON bodies, and no GET changes state', async () => {
    const evil = await alice.call('DELETE', '/api/cart', undefined, { origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toMatchObject({ error: 'CROSS_SITE' });
    const site = await alice.call(
      'POST',
      '/api/cart',
      { code: ARTICLES.lamp, quantity: 1 },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(site.statusCode).toBe(403);
    const form = await alice.call('POST', '/api/cart', undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    const text = await alice.call('POST', '/api/customer/logout', undefined, {
      'content-type': 'text/plain',
    });
    expect(text.statusCode).toBe(415);
    expect((await alice.call('GET', '/api/customer')).statusCode).toBe(200);
    expect((await alice.call('GET', '/api/cart')).json().numberOfItems).toBe(2);
    // Bodiless JSON calls (as the api-client sends them) work, and broken JSON is a clear 400.
    const broken = await alice.call('POST', '/api/cart', undefined, { 'content-type': 'application/json' });
    expect(broken.statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { 'content-type': 'application/json', cookie: `sf_session=${alice.cookie}` },
      payload: '{"code":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });
});
