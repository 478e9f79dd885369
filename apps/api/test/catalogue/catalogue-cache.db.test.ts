import { type CategoryProductsResponse, categoryProductsResponseSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER } from '../../src/catalogue/catalogue-responder';
import { readCatalogueVersion } from '../../src/catalogue/catalogue-version';
import { createServer } from '../../src/server';
import { orderBody } from '../commerce/support/order-body';
import { Visitor } from '../commerce/support/visitor';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The response cache of the public catalogue reads, on a real seeded database: a change committed through the
 * API (an order takes stock) or straight in the database (a price) is in the very next answer, answers are the
 * same for every visitor, and the server without the cache answers the same bytes.
 */

let database: TestDatabase;
/** The server with the cache on (explicitly, whatever CATALOGUE_CACHE says). */
let cached: FastifyInstance;
/** A second server on the same database with the cache off: the reference answers. */
let uncached: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase(300);
  cached = await createServer({
    logLevel: 'silent',
    db: database.db,
    catalogueCache: { maxEntries: 100, maxBytes: 16 * 1024 * 1024 },
  });
  uncached = await createServer({ logLevel: 'silent', db: database.db, catalogueCache: null });
});
afterAll(async () => {
  await cached?.close();
  await uncached?.close();
  await database?.dispose();
});

async function get(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const res = await app.inject({ url, headers: { 'content-language': 'en', ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

const LISTING = '/api/categories/1/products?take=24&sortOrder=sortOrderLatest';

function listing(res: LightMyRequestResponse): CategoryProductsResponse {
  return categoryProductsResponseSchema.parse(res.json());
}

/** The first product of the listing whose first variation can be bought twice over. */
function buyable(answer: CategoryProductsResponse) {
  const card = answer.data.result.find((item) => {
    const variation = item.variations[0];
    return !item.hidePrice && variation?.isBuyable && variation.stock.stockQuantity >= 2;
  });
  if (!card?.variations[0]) throw new Error('no buyable product on the first page');
  return { card, variation: card.variations[0] };
}

describe('catalogue response cache', () => {
  it('answers a repeated request from the cache with the bytes the uncached server computes', async () => {
    const first = await get(cached, LISTING);
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const second = await get(cached, LISTING);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    const reference = await get(uncached, LISTING);
    expect(reference.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(second.body).toBe(reference.body);
    // The same pairs in another order are the same request.
    const reordered = await get(cached, '/api/categories/1/products?sortOrder=sortOrderLatest&take=24');
    expect(reordered.headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it('keeps languages, pages and filters apart', async () => {
    const english = await get(cached, LISTING);
    const norwegian = await get(cached, LISTING, { 'content-language': 'no' });
    expect(norwegian.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(norwegian.body).not.toBe(english.body);
    expect(norwegian.body).toBe((await get(uncached, LISTING, { 'content-language': 'no' })).body);
    const page2 = await get(cached, `${LISTING}&skip=24`);
    expect(page2.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(listing(page2).data.result[0]?.code).not.toBe(listing(english).data.result[0]?.code);
    const inStock = await get(cached, `${LISTING}&instock=true`);
    expect(inStock.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(listing(inStock).data.numberOfHits).toBeLessThan(listing(english).data.numberOfHits);
  });

  it('shows the stock an order took in the very next listing', async () => {
    const before = listing(await get(cached, LISTING));
    expect((await get(cached, LISTING)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const { card, variation } = buyable(before);

    const shopper = new Visitor(cached);
    expect((await shopper.call('POST', '/api/cart', { code: variation.code, quantity: 1 })).statusCode).toBe(
      200,
    );
    const placed = await shopper.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'cache-stock-1',
      'content-language': 'en',
    });
    expect(placed.statusCode, placed.body).toBe(201);

    const after = await get(cached, LISTING);
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('miss');
    const again = listing(after).data.result.find((item) => item.code === card.code);
    const changed = again?.variations.find((item) => item.code === variation.code);
    expect(changed?.stock.stockQuantity).toBe(variation.stock.stockQuantity - 1);
    expect(after.body).toBe((await get(uncached, LISTING)).body);
  });

  it('shows a price changed in the database in the very next listing and search', async () => {
    const before = listing(await get(cached, LISTING));
    const { card, variation } = buyable(before);
    const search = `/api/search?query=${encodeURIComponent(card.code)}&take=24`;
    const searched = await get(cached, search);
    expect((await get(cached, search)).headers[CACHE_STATUS_HEADER]).toBe('hit');

    await database.db.execute(
      sql`UPDATE variations SET price_ex_vat_ore = price_ex_vat_ore + 10000, regular_price_ex_vat_ore = regular_price_ex_vat_ore + 10000
          WHERE code = ${variation.code}`,
    );
    const after = listing(await get(cached, LISTING));
    const price = after.data.result.find((item) => item.code === card.code)?.variations[0]?.price;
    expect(price?.priceExVat.amount).toBeCloseTo(variation.price.priceExVat.amount + 100, 2);
    const searchedAfter = await get(cached, search);
    expect(searchedAfter.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(searchedAfter.body).not.toBe(searched.body);
    expect(searchedAfter.body).toBe((await get(uncached, search)).body);
  });

  it('moves the version once per committed transaction, and not for a rollback or a non-catalogue write', async () => {
    const start = await readCatalogueVersion(database.db);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET in_stock_quantity = in_stock_quantity WHERE id = 1`);
      await tx.execute(sql`UPDATE variations SET stock_quantity = stock_quantity WHERE product_id = 1`);
      await tx.execute(sql`UPDATE product_translations SET name = name WHERE product_id = 1`);
    });
    expect(await readCatalogueVersion(database.db)).toBe(start + 1n);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET in_stock_quantity = 0 WHERE id = 1`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readCatalogueVersion(database.db)).toBe(start + 1n);
    await database.db.execute(sql`DELETE FROM sessions WHERE false`);
    expect(await readCatalogueVersion(database.db)).toBe(start + 1n);
    expect(await readCatalogueVersion(database.db)).toBe(start + 1n);
  });

  it('gives a signed-in customer and an anonymous visitor the same answer, computed for neither', async () => {
    const url = '/api/categories/1/products?take=12&sortOrder=sortOrderPriceDesc';
    const customer = new Visitor(cached);
    expect((await customer.login('private@storefront.example', 'storefront-demo')).statusCode).toBe(200);
    const signedIn = await customer.call('GET', url, undefined, { 'content-language': 'en' });
    expect(signedIn.headers[CACHE_STATUS_HEADER]).toBe('miss');
    const anonymous = await get(cached, url);
    expect(anonymous.headers[CACHE_STATUS_HEADER]).toBe('hit');

    // Sharing is right only because the answer does not depend on the visitor: without the cache the
    // customer's answer and the anonymous one are the same bytes, and the cached one equals both.
    const reference = new Visitor(uncached);
    expect((await reference.login('private@storefront.example', 'storefront-demo')).statusCode).toBe(200);
    const signedInReference = await reference.call('GET', url, undefined, { 'content-language': 'en' });
    const anonymousReference = await get(uncached, url);
    expect(signedInReference.body).toBe(anonymousReference.body);
    expect(anonymous.body).toBe(anonymousReference.body);
    expect(signedIn.body).toBe(anonymousReference.body);
  });

  it('caches quick search and suggestions, and never an error', async () => {
    for (const url of ['/api/search/quick-search?query=sofa', '/api/search/suggestions?query=so']) {
      const first = await get(cached, url);
      expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
      const second = await get(cached, url);
      expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
      expect(second.body).toBe((await get(uncached, url)).body);
    }
    for (let i = 0; i < 2; i += 1) {
      const bad = await cached.inject({ url: '/api/categories/1/products?take=0' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers[CACHE_STATUS_HEADER]).toBeUndefined();
      const unknown = await cached.inject({ url: '/api/categories/999999/products' });
      expect(unknown.statusCode).toBe(404);
    }
  });
});
