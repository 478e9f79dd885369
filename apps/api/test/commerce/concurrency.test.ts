import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstRow } from '../../src/commerce/db/sql-rows';
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
});
