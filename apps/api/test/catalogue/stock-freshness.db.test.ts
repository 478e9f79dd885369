import {
  type CategoryProductsResponse,
  categoryProductsResponseSchema,
  type ProductCard,
} from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER } from '../../src/catalogue/catalogue-responder';
import { readCatalogueVersions } from '../../src/catalogue/catalogue-version';
import { queryRows } from '../../src/db/database';
import { orderBody } from '../commerce/support/order-body';
import { Visitor } from '../commerce/support/visitor';
import { useCacheComparison } from '../support/server-suite';

/*
 * Orders take stock, and stock is kept apart from the cached catalogue answers (migration 0006): after an order
 * the answers are still served from the cache, yet show the stock the order left; the in-stock listing is
 * computed again only when a product's stock went from some to none or back (0010); a real catalogue change (a
 * name, a price) still empties the cache. Every cached answer is compared with the bytes a server without the
 * cache computes.
 */

const servers = useCacheComparison(300);

const LISTING = '/api/categories/1/products?take=24&sortOrder=sortOrderLatest&includeFacets=true';
const IN_STOCK = `${LISTING}&instock=true`;

async function get(app: FastifyInstance, url: string): Promise<LightMyRequestResponse> {
  const res = await app.inject({ url, headers: { 'content-language': 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** The answer of the cached server, checked against the uncached server's bytes. */
async function both(url: string): Promise<{ cache: unknown; body: string }> {
  const res = await get(servers.cached, url);
  expect(res.body, url).toBe((await get(servers.uncached, url)).body);
  return { cache: res.headers[CACHE_STATUS_HEADER], body: res.body };
}

function listing(body: string): CategoryProductsResponse {
  return categoryProductsResponseSchema.parse(JSON.parse(body));
}

function cardOf(body: string, code: string): ProductCard | undefined {
  return listing(body).data.result.find((card) => card.code === code);
}

let orders = 0;
async function order(variationCode: string, quantity: number): Promise<void> {
  const shopper = new Visitor(servers.cached);
  const added = await shopper.call('POST', '/api/cart', { code: variationCode, quantity });
  expect(added.statusCode, added.body).toBe(200);
  orders += 1;
  const placed = await shopper.call('POST', '/api/order/', orderBody(), {
    'idempotency-key': `stock-freshness-${orders}`,
    'content-language': 'en',
  });
  expect(placed.statusCode, placed.body).toBe(201);
}

describe('stock apart from the cached catalogue answers', () => {
  it('keeps serving answers without an in-stock filter from the cache after an order, with the new stock', async () => {
    const first = listing((await both(LISTING)).body);
    const card = first.data.result.find((item) => {
      const variation = item.variations[0];
      return !item.hidePrice && variation?.isBuyable && variation.stock.stockQuantity >= 3;
    });
    const variation = card?.variations[0];
    if (!card || !variation) throw new Error('no buyable product on the first page');
    const search = `/api/search?query=${encodeURIComponent(card.code)}&take=24`;
    const codeSearch = `/api/search/variation-code-search?query=${encodeURIComponent(variation.code)}`;
    for (const url of [search, codeSearch]) await both(url);
    for (const url of [LISTING, search, codeSearch]) expect((await both(url)).cache, url).toBe('hit');
    const before = await readCatalogueVersions(servers.database.db);

    await order(variation.code, 2);

    // One order moved the stock version only.
    const after = await readCatalogueVersions(servers.database.db);
    expect(after).toEqual({ ...before, stock: before.stock + 1n });
    const again = await both(LISTING);
    expect(again.cache).toBe('hit');
    const changedCard = cardOf(again.body, card.code);
    expect(changedCard?.inStockQuantity).toBe(card.inStockQuantity - 2);
    expect(changedCard?.variations[0]?.stock.stockQuantity).toBe(variation.stock.stockQuantity - 2);
    const searched = await both(search);
    expect(searched.cache).toBe('hit');
    const searchCard = (
      JSON.parse(searched.body) as { productResult: { result: ProductCard[] } }
    ).productResult.result.find((item) => item.code === card.code);
    expect(searchCard?.inStockQuantity).toBe(card.inStockQuantity - 2);
    const coded = await both(codeSearch);
    expect(coded.cache).toBe('hit');
    const hit = (
      JSON.parse(coded.body) as { results: Array<{ code: string; inStockQuantity: number }> }
    ).results.find((item) => item.code === variation.code);
    expect(hit?.inStockQuantity).toBe(variation.stock.stockQuantity - 2);
  });

  it('keeps the in-stock listing while its products keep stock, and computes it again when an order sells one out', async () => {
    const first = listing((await both(IN_STOCK)).body);
    expect((await both(IN_STOCK)).cache).toBe('hit');
    const card = first.data.result.find((item) => {
      const variation = item.variations[0];
      return !item.hidePrice && variation?.isBuyable && variation.stock.stockQuantity >= 1;
    });
    const variation = card?.variations[0];
    if (!card || !variation) throw new Error('no buyable product on the in-stock page');
    // Leave exactly one on the shelf, in the first variation (a stock-only write, as a stock feed makes).
    await servers.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE variations SET stock_quantity = 0
        WHERE product_id = (SELECT id FROM products WHERE code = ${card.code}) AND code <> ${variation.code}`);
      await tx.execute(sql`UPDATE variations SET stock_quantity = 1 WHERE code = ${variation.code}`);
      await tx.execute(sql`UPDATE products SET in_stock_quantity = 1 WHERE code = ${card.code}`);
    });
    expect((await both(LISTING)).cache).toBe('hit');
    // Fewer on the shelf, none sold out: the same hits, shown with the stock left.
    const oneLeft = await both(IN_STOCK);
    expect(oneLeft.cache).toBe('hit');
    expect(cardOf(oneLeft.body, card.code)?.inStockQuantity).toBe(1);
    expect(cardOf(oneLeft.body, card.code)?.variations[0]?.stock.stockQuantity).toBe(1);
    const beforeSale = await readCatalogueVersions(servers.database.db);

    await order(variation.code, 1);

    expect(await readCatalogueVersions(servers.database.db)).toEqual({
      catalogue: beforeSale.catalogue,
      stock: beforeSale.stock + 1n,
      inStock: beforeSale.inStock + 1n,
    });

    const inStock = await both(IN_STOCK);
    expect(inStock.cache).toBe('miss');
    expect(cardOf(inStock.body, card.code)).toBeUndefined();
    expect(listing(inStock.body).data.numberOfHits).toBe(listing(oneLeft.body).data.numberOfHits - 1);
    const all = await both(LISTING);
    expect(all.cache).toBe('hit');
    const soldOut = cardOf(all.body, card.code);
    expect(soldOut?.inStockQuantity).toBe(0);
    expect(soldOut?.variations[0]).toMatchObject({
      inStock: false,
      stock: { inStock: false, stockQuantity: 0 },
    });
  });

  it('shows the current stock on the product page, which is never cached', async () => {
    const card = listing((await both(LISTING)).body).data.result.find((item) => {
      const variation = item.variations[0];
      return !item.hidePrice && variation?.isBuyable && variation.stock.stockQuantity >= 2;
    });
    const variation = card?.variations[0];
    if (!card || !variation) throw new Error('no buyable product on the first page');
    const page = () =>
      servers.cached.inject({
        url: '/api/content/page',
        headers: { 'content-language': 'en', 'context-url': `http://shop.test${card.url}` },
      });
    const before = await page();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers[CACHE_STATUS_HEADER]).toBeUndefined();
    await order(variation.code, 1);
    const after = (await page()).json() as { product: { variations: ProductCard['variations'] } };
    const shown = after.product.variations.find((item) => item.code === variation.code);
    expect(shown?.stock.stockQuantity).toBe(variation.stock.stockQuantity - 1);
  });

  it('still empties the cache for a real catalogue change: a name, a price', async () => {
    const card = listing((await both(LISTING)).body).data.result[0];
    if (!card) throw new Error('an empty listing');
    expect((await both(LISTING)).cache).toBe('hit');

    await servers.database.db.execute(
      sql`UPDATE product_translations SET name = name || ' (renamed)'
          WHERE language = 'en' AND product_id = (SELECT id FROM products WHERE code = ${card.code})`,
    );
    const renamed = await both(LISTING);
    expect(renamed.cache).toBe('miss');
    expect(cardOf(renamed.body, card.code)?.name).toBe(`${card.name} (renamed)`);
    expect((await both(LISTING)).cache).toBe('hit');

    // A price and stock in one statement: the price makes it a catalogue change.
    const start = await readCatalogueVersions(servers.database.db);
    await servers.database.db.execute(
      sql`UPDATE variations SET price_ex_vat_ore = price_ex_vat_ore + 100, stock_quantity = stock_quantity + 1
          WHERE product_id = (SELECT id FROM products WHERE code = ${card.code})`,
    );
    expect(await readCatalogueVersions(servers.database.db)).toEqual({
      ...start,
      catalogue: start.catalogue + 1n,
      stock: start.stock + 1n,
    });
    expect((await both(LISTING)).cache).toBe('miss');
    // A price of the product row alone (no stock column) is a catalogue change too.
    await servers.database.db.execute(
      sql`UPDATE products SET price_ex_vat_ore = price_ex_vat_ore + 1 WHERE code = ${card.code}`,
    );
    expect((await readCatalogueVersions(servers.database.db)).catalogue).toBe(start.catalogue + 2n);
    expect((await both(LISTING)).cache).toBe('miss');
  });

  it('moves no version for a write that changes nothing, the stock version for stock, the in-stock version for none against some', async () => {
    const start = await readCatalogueVersions(servers.database.db);
    await servers.database.db.execute(
      sql`UPDATE products SET in_stock_quantity = in_stock_quantity WHERE id = 1`,
    );
    await servers.database.db.execute(
      sql`UPDATE variations SET price_ex_vat_ore = price_ex_vat_ore WHERE product_id = 1`,
    );
    expect(await readCatalogueVersions(servers.database.db)).toEqual(start);
    await servers.database.db.execute(
      sql`UPDATE variations SET stock_available_at_vendor = stock_available_at_vendor + 1 WHERE product_id = 1`,
    );
    expect(await readCatalogueVersions(servers.database.db)).toEqual({ ...start, stock: start.stock + 1n });
    await expect(
      servers.database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE products SET in_stock_quantity = in_stock_quantity + 1 WHERE id = 1`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await readCatalogueVersions(servers.database.db)).toEqual({ ...start, stock: start.stock + 1n });

    // From some to none, some to more, none to some: two transactions of three move the in-stock version, once
    // each, even when the same transaction also changes a variation's stock first.
    const [product] = await queryRows<{ id: number; quantity: number }>(
      servers.database.db,
      sql`SELECT id, in_stock_quantity AS quantity FROM products WHERE in_stock_quantity > 0 ORDER BY id LIMIT 1`,
    );
    if (!product) throw new Error('no product in stock');
    await servers.database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE variations SET stock_quantity = 0 WHERE product_id = ${product.id}`);
      await tx.execute(sql`UPDATE products SET in_stock_quantity = 0 WHERE id = ${product.id}`);
    });
    expect(await readCatalogueVersions(servers.database.db)).toEqual({
      catalogue: start.catalogue,
      stock: start.stock + 2n,
      inStock: start.inStock + 1n,
    });
    await servers.database.db.execute(
      sql`UPDATE products SET in_stock_quantity = 3 WHERE id = ${product.id}`,
    );
    await servers.database.db.execute(
      sql`UPDATE products SET in_stock_quantity = 5 WHERE id = ${product.id}`,
    );
    expect(await readCatalogueVersions(servers.database.db)).toEqual({
      catalogue: start.catalogue,
      stock: start.stock + 4n,
      inStock: start.inStock + 2n,
    });
    await servers.database.db.execute(
      sql`UPDATE products SET in_stock_quantity = ${product.quantity} WHERE id = ${product.id}`,
    );
  });
});
