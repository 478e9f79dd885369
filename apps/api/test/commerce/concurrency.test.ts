import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../src/commerce/db/sql-rows';
import { createAccount, TEST_PASSWORD } from './support/accounts';
import { ARTICLES } from './support/catalogue-fixture';
import { startCommerce, type TestCommerce } from './support/commerce-app';
import { HttpVisitor } from './support/http-visitor';
import { orderBody } from './support/order-body';
import { startTemporaryCluster, type TemporaryCluster } from './support/postgres-cluster';

/*
 * Races need a real PostgreSQL server: PGlite runs every query on one connection, so nothing overlaps there.
 * The server listens on a real port with a connection pool, and the checkouts arrive over HTTP at once.
 */
describe('concurrent checkouts on PostgreSQL', () => {
  let cluster: TemporaryCluster;
  let t: TestCommerce;
  let base: string;

  beforeAll(async () => {
    cluster = await startTemporaryCluster();
    t = await startCommerce({ databaseUrl: cluster.url, poolSize: 20 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t?.close();
    await cluster?.stop();
  });

  const stock = async (code: string) =>
    (await firstRow<{ s: number }>(
      t.handle.db,
      sql`SELECT stock_quantity AS s FROM variations WHERE code = ${code}`,
    ))!.s;

  it('100 simultaneous checkouts of an article with 5 in stock give exactly 5 orders and 95 out-of-stock errors', async () => {
    expect(await stock(ARTICLES.sofa)).toBe(5);
    const shoppers = Array.from({ length: 100 }, () => new HttpVisitor(base));
    for (const shopper of shoppers) {
      expect((await shopper.call('POST', '/api/cart', { code: ARTICLES.sofa, quantity: 1 })).status).toBe(
        200,
      );
    }
    const answers = await Promise.all(
      shoppers.map((shopper, i) =>
        shopper.call('POST', '/api/order/', orderBody(), { 'idempotency-key': `race-${i}-0000` }),
      ),
    );
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(95);
    for (const answer of refused) expect(answer.json).toMatchObject({ error: 'OUT_OF_STOCK' });
    expect(new Set(placed.map((a) => (a.json as { orderNumber: string }).orderNumber)).size).toBe(5);
    expect(await stock(ARTICLES.sofa)).toBe(0);
    const orders = await firstRow<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM order_lines WHERE code = ${ARTICLES.sofa}`,
    );
    expect(orders?.n).toBe(5);
    const product = await firstRow<{ s: number }>(
      t.handle.db,
      sql`SELECT in_stock_quantity AS s FROM products WHERE code = 'BERGEN-SOFA'`,
    );
    expect(product?.s).toBe(0);
  }, 180_000);

  it('20 simultaneous submissions of one cart with one idempotency key give exactly one order', async () => {
    const shopper = new HttpVisitor(base);
    await shopper.call('POST', '/api/cart', { code: ARTICLES.chairGrey, quantity: 2 });
    const before = await stock(ARTICLES.chairGrey);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call('POST', '/api/order/', orderBody(), { 'idempotency-key': 'one-cart-key-1' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = new Set(answers.map((a) => (a.json as { orderNumber: string }).orderNumber));
    expect(numbers.size).toBe(1);
    const count = await firstRow<{ n: number }>(
      t.handle.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE session_id_hash IN (SELECT session_id_hash FROM orders WHERE order_number = ${[...numbers][0]!})`,
    );
    expect(count?.n).toBe(1);
    expect(await stock(ARTICLES.chairGrey)).toBe(before - 2);
  });

  it('20 simultaneous submissions of one cart with different keys still give one order', async () => {
    const shopper = new HttpVisitor(base);
    await shopper.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        shopper.call('POST', '/api/order/', orderBody(), { 'idempotency-key': `double-click-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  });

  const lineQuantity = async (shopper: HttpVisitor, code: string) => {
    const cart = (await shopper.call('GET', '/api/cart')).json as {
      lineItems: { code: string; quantity: number }[];
    };
    return cart.lineItems.filter((line) => line.code === code).map((line) => line.quantity);
  };

  it('20 simultaneous adds of one article to one cart lose no quantity', async () => {
    const shopper = new HttpVisitor(base);
    await shopper.call('POST', '/api/cart', { code: ARTICLES.chairGrey, quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call('POST', '/api/cart', { code: ARTICLES.chairGrey, quantity: 1 }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(await lineQuantity(shopper, ARTICLES.chairGrey)).toEqual([21]);
  });

  it('20 simultaneous bulk adds to one cart lose no quantity', async () => {
    const shopper = new HttpVisitor(base);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call('POST', '/api/cart/add-multiple', [
          { code: ARTICLES.lamp, quantity: 2 },
          { code: ARTICLES.chairGreen, quantity: 1 },
        ]),
      ),
    );
    // The first call creates the session; the others of this one visitor share it once it exists.
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const lamps = await lineQuantity(shopper, ARTICLES.lamp);
    const chairs = await lineQuantity(shopper, ARTICLES.chairGreen);
    expect(lamps).toHaveLength(1);
    expect(chairs).toHaveLength(1);
    expect(lamps[0]).toBe(2 * (chairs[0] ?? 0));
  });

  it('20 simultaneous bulk adds in one existing session add up to exactly 20 times each line', async () => {
    const shopper = new HttpVisitor(base);
    await shopper.call('POST', '/api/cart', { code: ARTICLES.lamp, quantity: 1 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call('POST', '/api/cart/add-multiple', [
          { code: ARTICLES.lamp, quantity: 2 },
          { code: ARTICLES.chairGreen, quantity: 1 },
        ]),
      ),
    );
    expect(await lineQuantity(shopper, ARTICLES.lamp)).toEqual([41]);
    expect(await lineQuantity(shopper, ARTICLES.chairGreen)).toEqual([20]);
  });

  it('20 simultaneous quantity updates leave one line with one of the quantities sent', async () => {
    const shopper = new HttpVisitor(base);
    await shopper.call('POST', '/api/cart', { code: ARTICLES.sofa, quantity: 1 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        shopper.call('PUT', '/api/cart/bulk', { lineitems: [{ code: ARTICLES.sofa, quantity: i + 1 }] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const quantities = await lineQuantity(shopper, ARTICLES.sofa);
    expect(quantities).toHaveLength(1);
    expect(quantities[0]).toBeGreaterThanOrEqual(1);
    expect(quantities[0]).toBeLessThanOrEqual(20);
  });

  const signedIn = async (email: string) => {
    await createAccount(t.handle.db, email);
    const customer = new HttpVisitor(base);
    const login = await customer.call('POST', '/api/customer/login', undefined, {
      authorization: `Basic ${Buffer.from(`${email}:${TEST_PASSWORD}`).toString('base64')}`,
    });
    expect(login.status).toBe(200);
    return customer;
  };

  it('20 simultaneous saves of one new favourites list all succeed and leave one list', async () => {
    const customer = await signedIn('race-favourites@example.com');
    const sets = [[ARTICLES.lamp], [ARTICLES.chairGrey, ARTICLES.lamp], [ARTICLES.sofa]];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        customer.call('PUT', '/api/favorites', {
          listName: 'Office',
          items: (sets[i % sets.length] ?? []).map((code) => ({ code })),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const lists = (await customer.call('GET', '/api/favorites/lists')).json as {
      name: string;
      items: { code: string }[];
    }[];
    expect(lists.map((list) => list.name)).toEqual(['Office']);
    expect(sets.map((set) => set.join())).toContain(lists[0]?.items.map((item) => item.code).join());
  });

  it('20 simultaneous renames to one name give one winner and 409 for the others', async () => {
    const customer = await signedIn('race-rename@example.com');
    for (let i = 0; i < 20; i++) {
      await customer.call('PUT', '/api/favorites', {
        listName: `List ${i}`,
        items: [{ code: ARTICLES.lamp }],
      });
    }
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        customer.call('PUT', '/api/favorites/changeName', { oldName: `List ${i}`, newName: 'Winner' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json).toMatchObject({ error: 'CONFLICT' });
    const lists = (await customer.call('GET', '/api/favorites/lists')).json as { name: string }[];
    expect(lists.filter((list) => list.name === 'Winner')).toHaveLength(1);
    expect(lists).toHaveLength(20);
  });
});
