import { type CategoryProductsResponse, categoryProductsResponseSchema } from '@storefront/api-client';
import { holdsPrice } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER } from '../../src/catalogue/catalogue-responder';
import { readCatalogueVersion } from '../../src/catalogue/catalogue-version';
import { orderBody } from '../commerce/support/order-body';
import { Visitor } from '../commerce/support/visitor';
import { signInDemoCustomer } from '../support/demo-customer';
import { useCacheComparison } from '../support/server-suite';

/*
 * The response cache of the public catalogue reads, on a real seeded database: a change committed through the
 * API (an order takes stock) or straight in the database (a price) is in the very next answer, anonymous
 * visitors and signed-in customers each get their own answer (prices only for customers), and the server
 * without the cache answers the same bytes.
 */

const servers = useCacheComparison(300);

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

/** A visitor signed in as the demo private customer: the audience that sees prices. */
async function signedIn(app: FastifyInstance): Promise<Visitor> {
  return signInDemoCustomer(app);
}

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
    const first = await get(servers.cached, LISTING);
    expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const second = await get(servers.cached, LISTING);
    expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    const reference = await get(servers.uncached, LISTING);
    expect(reference.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    expect(second.body).toBe(reference.body);
    // The same pairs in another order are the same request.
    const reordered = await get(
      servers.cached,
      '/api/categories/1/products?sortOrder=sortOrderLatest&take=24',
    );
    expect(reordered.headers[CACHE_STATUS_HEADER]).toBe('hit');
  });

  it('keeps languages, pages and filters apart', async () => {
    const english = await get(servers.cached, LISTING);
    const norwegian = await get(servers.cached, LISTING, { 'content-language': 'no' });
    expect(norwegian.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(norwegian.body).not.toBe(english.body);
    expect(norwegian.body).toBe((await get(servers.uncached, LISTING, { 'content-language': 'no' })).body);
    const page2 = await get(servers.cached, `${LISTING}&skip=24`);
    expect(page2.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(listing(page2).data.result[0]?.code).not.toBe(listing(english).data.result[0]?.code);
    const inStock = await get(servers.cached, `${LISTING}&instock=true`);
    expect(inStock.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(listing(inStock).data.numberOfHits).toBeLessThan(listing(english).data.numberOfHits);
  });

  it('shows the stock an order took in the very next listing, still from the cache', async () => {
    const before = listing(await get(servers.cached, LISTING));
    expect((await get(servers.cached, LISTING)).headers[CACHE_STATUS_HEADER]).toBe('hit');
    const { card, variation } = buyable(before);

    const shopper = new Visitor(servers.cached);
    expect((await shopper.call('POST', '/api/cart', { code: variation.code, quantity: 1 })).statusCode).toBe(
      200,
    );
    const placed = await shopper.call('POST', '/api/order/', orderBody(), {
      'idempotency-key': 'cache-stock-1',
      'content-language': 'en',
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // Stock is laid over the cached answer (migration 0006): an order does not empty the cache.
    const after = await get(servers.cached, LISTING);
    expect(after.headers[CACHE_STATUS_HEADER]).toBe('hit');
    const again = listing(after).data.result.find((item) => item.code === card.code);
    const changed = again?.variations.find((item) => item.code === variation.code);
    expect(changed?.stock.stockQuantity).toBe(variation.stock.stockQuantity - 1);
    expect(after.body).toBe((await get(servers.uncached, LISTING)).body);
  });

  it('shows a price changed in the database in the very next listing and search', async () => {
    const customer = await signedIn(servers.cached);
    const asCustomer = async (url: string) => {
      const res = await customer.call('GET', url, undefined, { 'content-language': 'en' });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };
    const before = listing(await asCustomer(LISTING));
    const { card, variation } = buyable(before);
    const search = `/api/search?query=${encodeURIComponent(card.code)}&take=24`;
    const searched = await asCustomer(search);
    expect((await asCustomer(search)).headers[CACHE_STATUS_HEADER]).toBe('hit');

    await servers.database.db.execute(
      sql`UPDATE variations SET price_ex_vat_ore = price_ex_vat_ore + 10000, regular_price_ex_vat_ore = regular_price_ex_vat_ore + 10000
          WHERE code = ${variation.code}`,
    );
    const after = listing(await asCustomer(LISTING));
    const price = after.data.result.find((item) => item.code === card.code)?.variations[0]?.price;
    expect(price?.priceExVat.amount).toBeCloseTo((variation.price?.priceExVat.amount ?? Number.NaN) + 100, 2);
    const searchedAfter = await asCustomer(search);
    expect(searchedAfter.headers[CACHE_STATUS_HEADER]).toBe('miss');
    expect(searchedAfter.body).not.toBe(searched.body);
    const reference = await signedIn(servers.uncached);
    expect(searchedAfter.body).toBe(
      (await reference.call('GET', search, undefined, { 'content-language': 'en' })).body,
    );
  });

  it('moves the version once per committed transaction, and not for a rollback or a non-catalogue write', async () => {
    const start = await readCatalogueVersion(servers.database.db);
    await servers.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE products SET in_stock_quantity = in_stock_quantity WHERE id = 1`);
      await tx.execute(sql`UPDATE variations SET stock_quantity = stock_quantity WHERE product_id = 1`);
      await tx.execute(sql`UPDATE product_translations SET name = name WHERE product_id = 1`);
    });
    expect(await readCatalogueVersion(servers.database.db)).toBe(start + 1n);
    await expect(
      servers.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET in_stock_quantity = 0 WHERE id = 1`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readCatalogueVersion(servers.database.db)).toBe(start + 1n);
    await servers.database.db.execute(sql`DELETE FROM sessions WHERE false`);
    expect(await readCatalogueVersion(servers.database.db)).toBe(start + 1n);
    expect(await readCatalogueVersion(servers.database.db)).toBe(start + 1n);
  });

  it('never serves one audience the answer cached for the other', async () => {
    const urls = [
      '/api/categories/1/products?take=12&sortOrder=sortOrderPriceDesc&includeFacets=true',
      '/api/search?query=sofa&take=24&includeFacets=true',
      // Not the quick search the last test starts with a miss of.
      '/api/search/quick-search?query=table',
    ];
    const customer = await signedIn(servers.cached);
    const reference = await signedIn(servers.uncached);
    for (const [index, url] of urls.entries()) {
      const asCustomer = () => customer.call('GET', url, undefined, { 'content-language': 'en' });
      // Customer first for one half, anonymous first for the other: each must miss on its own key.
      const customerFirst = index % 2 === 0;
      const first = customerFirst ? await asCustomer() : await get(servers.cached, url);
      expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
      const second = customerFirst ? await get(servers.cached, url) : await asCustomer();
      expect(second.headers[CACHE_STATUS_HEADER], url).toBe('miss');
      const [customerAnswer, anonymousAnswer] = customerFirst ? [first, second] : [second, first];
      expect(holdsPrice(customerAnswer.json()), url).toBe(true);
      expect(holdsPrice(anonymousAnswer.json()), url).toBe(false);
      // Each audience is then served its own answer from the cache, the same bytes as computed without it.
      const anonymousAgain = await get(servers.cached, url);
      expect(anonymousAgain.headers[CACHE_STATUS_HEADER]).toBe('hit');
      expect(anonymousAgain.body).toBe(anonymousAnswer.body);
      expect(anonymousAgain.body).toBe((await get(servers.uncached, url)).body);
      const customerAgain = await asCustomer();
      expect(customerAgain.headers[CACHE_STATUS_HEADER]).toBe('hit');
      expect(customerAgain.body).toBe(customerAnswer.body);
      expect(customerAgain.body).toBe(
        (await reference.call('GET', url, undefined, { 'content-language': 'en' })).body,
      );
    }
  });

  it('serves a visitor who signs out the anonymous answer again', async () => {
    const url = '/api/categories/1/products?take=6';
    const customer = await signedIn(servers.cached);
    const asCustomer = () => customer.call('GET', url, undefined, { 'content-language': 'en' });
    expect(holdsPrice((await asCustomer()).json())).toBe(true);
    expect((await customer.call('POST', '/api/customer/logout')).statusCode).toBeLessThan(300);
    expect(holdsPrice((await asCustomer()).json())).toBe(false);
  });

  it('caches quick search and suggestions, and never an error', async () => {
    for (const url of ['/api/search/quick-search?query=sofa', '/api/search/suggestions?query=so']) {
      const first = await get(servers.cached, url);
      expect(first.headers[CACHE_STATUS_HEADER]).toBe('miss');
      const second = await get(servers.cached, url);
      expect(second.headers[CACHE_STATUS_HEADER]).toBe('hit');
      expect(second.body).toBe((await get(servers.uncached, url)).body);
    }
    for (let i = 0; i < 2; i += 1) {
      const bad = await servers.cached.inject({ url: '/api/categories/1/products?take=0' });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers[CACHE_STATUS_HEADER]).toBeUndefined();
      const unknown = await servers.cached.inject({ url: '/api/categories/999999/products' });
      expect(unknown.statusCode).toBe(404);
    }
  });
});
