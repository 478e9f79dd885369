import { performance } from 'node:perf_hooks';
import { categoryProductsResponseSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_STATUS_HEADER } from '../../src/catalogue/catalogue-responder';
import { queryRows } from '../../src/db/database';
import { createServer } from '../../src/server';
import { orderBody } from '../commerce/support/order-body';
import { Visitor } from '../commerce/support/visitor';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The hit rate of the catalogue cache in a shop that takes orders: 48 category listing addresses (1 in 12 with
 * the in-stock filter) are warmed, then 10 rounds each place one order and request all 48 again. Run as the
 * catalogue worked under migration 0005 (every order moved the catalogue version: emulated by moving it after
 * each order), under 0006 (every order moved the version the in-stock answers were keyed by: emulated by moving
 * the in-stock version after each order) and as it works now (0010: an order that sells no product out moves the
 * stock version only). The figures are printed for the record; the assertions hold the design: no hit survives an
 * order under 0005, the in-stock listings miss after each order under 0006, every answer hits now.
 */

const PATHS = 48;
const ROUNDS = 10;

let database: TestDatabase;
let app: FastifyInstance;
let paths: string[];

beforeAll(async () => {
  database = await openTestDatabase(300);
  app = await createServer({
    logLevel: 'silent',
    db: database.db,
    catalogueCache: { maxEntries: 1000, maxBytes: 64 * 1024 * 1024 },
  });
  const categories = await queryRows<{ id: number }>(
    database.db,
    sql`SELECT id FROM categories ORDER BY id LIMIT 24`,
  );
  const variants = ['', '&sortOrder=sortOrderPriceAsc', '&take=12', '&includeFacets=false'];
  paths = [];
  for (let i = 0; paths.length < PATHS; i += 1) {
    const id = categories[i % categories.length]?.id;
    const variant = variants[Math.floor(i / categories.length) % variants.length];
    const inStock = i % 12 === 11 ? '&instock=true' : '';
    paths.push(`/api/categories/${id}/products?take=24${variant}${inStock}`);
  }
  expect(new Set(paths).size).toBe(PATHS);
});
afterAll(async () => {
  await app?.close();
  await database?.dispose();
});

interface Pass {
  hits: number;
  misses: number;
  hitMs: number[];
  missMs: number[];
}

async function requestAll(pass: Pass): Promise<void> {
  for (const url of paths) {
    const start = performance.now();
    const res = await app.inject({ url, headers: { 'content-language': 'en' } });
    const ms = performance.now() - start;
    expect(res.statusCode, res.body).toBe(200);
    if (res.headers[CACHE_STATUS_HEADER] === 'hit') {
      pass.hits += 1;
      pass.hitMs.push(ms);
    } else {
      pass.misses += 1;
      pass.missMs.push(ms);
    }
  }
}

/** A buyable variation shown on one of the listings, with stock for every round. */
async function variationToOrder(): Promise<string> {
  for (const url of paths) {
    const res = await app.inject({ url, headers: { 'content-language': 'en' } });
    const card = categoryProductsResponseSchema
      .parse(res.json())
      .data.result.find(
        (item) => item.variations[0]?.isBuyable && item.variations[0].stock.stockQuantity > ROUNDS,
      );
    if (card?.variations[0]) return card.variations[0].code;
  }
  throw new Error('no buyable variation with enough stock on the listings');
}

let orders = 0;
async function placeOrder(code: string): Promise<void> {
  const shopper = new Visitor(app);
  expect((await shopper.call('POST', '/api/cart', { code, quantity: 1 })).statusCode).toBe(200);
  orders += 1;
  const placed = await shopper.call('POST', '/api/order/', orderBody(), {
    'idempotency-key': `hit-rate-${orders}`,
    'content-language': 'en',
  });
  expect(placed.statusCode, placed.body).toBe(201);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : (sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
};

/** What each order moves besides the stock version, as the migrations named in the header had it. */
type OrderMoves = 'catalogue' | 'in-stock' | 'stock only';

async function scenario(label: string, moves: OrderMoves): Promise<Pass> {
  // A catalogue change empties the cache: each scenario starts cold.
  await database.db.execute(sql`UPDATE catalogue_version SET version = version + 1 WHERE id = 1`);
  const warm: Pass = { hits: 0, misses: 0, hitMs: [], missMs: [] };
  await requestAll(warm);
  const again: Pass = { hits: 0, misses: 0, hitMs: [], missMs: [] };
  await requestAll(again);
  const code = await variationToOrder();
  const rounds: Pass = { hits: 0, misses: 0, hitMs: [], missMs: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    await placeOrder(code);
    if (moves === 'catalogue') {
      await database.db.execute(sql`UPDATE catalogue_version SET version = version + 1 WHERE id = 1`);
    } else if (moves === 'in-stock') {
      await database.db.execute(
        sql`UPDATE stock_version SET in_stock_version = in_stock_version + 1 WHERE id = 1`,
      );
    }
    await requestAll(rounds);
  }
  const total = rounds.hits + rounds.misses;
  console.log(
    `[stock-hit-rate] ${label}: warm ${warm.misses} misses; repeat without orders ${again.hits}/${PATHS} hits ` +
      `(median hit ${median(again.hitMs).toFixed(2)} ms); ${ROUNDS} rounds of 1 order + ${PATHS} requests: ` +
      `${rounds.hits}/${total} hits (${((100 * rounds.hits) / total).toFixed(1)} %), ` +
      `median hit ${median(rounds.hitMs).toFixed(2)} ms, median miss ${median(rounds.missMs).toFixed(2)} ms`,
  );
  expect(again.hits).toBe(PATHS);
  return rounds;
}

describe('catalogue cache hit rate while orders are placed', () => {
  it('keeps every answer under orders that sell nothing out, where 0005 kept none and 0006 lost the in-stock ones', async () => {
    const inStockPaths = paths.filter((path) => path.includes('instock=true')).length;
    expect(inStockPaths).toBe(PATHS / 12);
    const catalogue = await scenario('0005 (every order moves the catalogue version)', 'catalogue');
    expect(catalogue.hits).toBe(0);
    const stock = await scenario('0006 (every order moves the version of in-stock answers)', 'in-stock');
    expect(stock.hits).toBe(ROUNDS * (PATHS - inStockPaths));
    expect(stock.misses).toBe(ROUNDS * inStockPaths);
    const now = await scenario(
      '0010 (orders that sell nothing out move the stock version only)',
      'stock only',
    );
    expect(now.hits).toBe(ROUNDS * PATHS);
  });
});
