import { categoryProductsResponseSchema, searchResultSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadCategoryTree } from '../../src/catalogue/category-tree';
import { queryRows } from '../../src/db/database';
import { COLORS } from '../../src/seed/taxonomy';
import { createServer } from '../../src/server';
import { useTestServer } from '../support/server-suite';

/*
 * products.color_mask (migration 0009) against color_keys: set by the database on every write, whoever writes,
 * and the listing's answers through it equal a brute-force count over color_keys, also with more than 63
 * colours (the 64th and later have no bit) and with colours added after the server read the bits.
 */

const server = useTestServer(300);

const SIGN_BIT = -(2n ** 63n);

async function colorBits(): Promise<Map<string, number | null>> {
  const rows = await queryRows<{ key: string; bit: number | null }>(
    server.database.db,
    sql`SELECT key, bit FROM colors`,
  );
  return new Map(rows.map((row) => [row.key, row.bit === null ? null : Number(row.bit)]));
}

/** What color_mask must be: each key's bit, the sign bit for a key without one. */
function expectedMask(keys: readonly string[], bits: Map<string, number | null>): bigint {
  let mask = 0n;
  for (const key of keys) {
    const bit = bits.get(key);
    mask |= bit === undefined || bit === null ? SIGN_BIT : 1n << BigInt(bit);
  }
  return BigInt.asIntN(64, mask);
}

async function masks(where = sql`true`) {
  return queryRows<{ id: number; color_keys: string[]; mask: string; search_masks: string[] }>(
    server.database.db,
    sql`SELECT p.id, p.color_keys, p.color_mask::text AS mask,
               (SELECT array_agg(s.color_mask::text) FROM product_search s WHERE s.product_id = p.id) AS search_masks
        FROM products p WHERE ${where} ORDER BY p.id`,
  );
}

async function expectMasksConsistent(where = sql`true`) {
  const bits = await colorBits();
  const rows = await masks(where);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const expected = String(expectedMask(row.color_keys, bits));
    expect(row.mask, `product ${row.id} ${row.color_keys.join(',')}`).toBe(expected);
    expect(row.search_masks, `product_search of ${row.id}`).toEqual([expected, expected]);
  }
}

async function insertColors(keys: readonly string[]) {
  const values = keys.map((key) => sql`(${key}, '#123456', ${JSON.stringify({ no: key, en: key })}::jsonb)`);
  await server.database.db.execute(
    sql`INSERT INTO colors (key, hex, names) VALUES ${sql.join(values, sql`, `)}`,
  );
}

describe('products.color_mask', () => {
  it('is written by the seed for every product, with one bit per seeded colour in insertion order', async () => {
    const bits = await colorBits();
    expect(COLORS.map((color) => bits.get(color.key))).toEqual(COLORS.map((_, index) => index));
    await expectMasksConsistent();
  });

  it('follows color_keys on every insert and update, whoever writes, and a supplied mask is replaced', async () => {
    const db = server.database.db;
    await db.execute(sql`UPDATE products SET color_keys = '{white,black}' WHERE id = 1`);
    await db.execute(sql`UPDATE products SET color_mask = 12345 WHERE id = 2`);
    // A stock-only update (an order) leaves the mask alone.
    await db.execute(sql`UPDATE products SET in_stock_quantity = in_stock_quantity + 1 WHERE id = 3`);
    const [inserted] = await queryRows<{ id: number; color_mask: string }>(
      db,
      sql`INSERT INTO products (code, category_id, main_category_id, brand_id, material_key, product_kind,
            price_ex_vat_ore, price_inc_vat_ore, regular_price_ex_vat_ore, regular_price_inc_vat_ore, color_keys,
            color_mask, published_at)
          SELECT 'MASK-TEST', category_id, main_category_id, brand_id, material_key, product_kind, price_ex_vat_ore,
            price_inc_vat_ore, regular_price_ex_vat_ore, regular_price_inc_vat_ore, '{rust,no-such-colour}', 42, now()
          FROM products WHERE id = 1
          RETURNING id, color_mask::text`,
    );
    const bits = await colorBits();
    expect(inserted?.color_mask).toBe(String(expectedMask(['rust', 'no-such-colour'], bits)));
    expect(BigInt(inserted?.color_mask ?? 0) < 0n).toBe(true);
    const [first] = await masks(sql`p.id = 1`);
    expect(BigInt(first?.mask ?? 0)).toBe(
      (1n << BigInt(bits.get('white') ?? 0)) | (1n << BigInt(bits.get('black') ?? 0)),
    );
    await expectMasksConsistent(sql`p.id IN (1, 2, 3)`);
    await db.execute(sql`DELETE FROM products WHERE code = 'MASK-TEST'`);
  });

  it('gives a colour the next bit at insert, never changes or frees it, and re-masks the products naming it', async () => {
    const db = server.database.db;
    // A product names a colour before the colour exists: the sign bit, until the colour comes with its bit.
    await db.execute(sql`UPDATE products SET color_keys = color_keys || '{late-colour}' WHERE id = 4`);
    expect(BigInt((await masks(sql`p.id = 4`))[0]?.mask ?? 0) < 0n).toBe(true);
    await insertColors(['late-colour']);
    const bits = await colorBits();
    expect(bits.get('late-colour')).toBe(COLORS.length);
    await expectMasksConsistent(sql`p.id = 4`);
    expect(BigInt((await masks(sql`p.id = 4`))[0]?.mask ?? 0) > 0n).toBe(true);

    await expect(db.execute(sql`UPDATE colors SET bit = 40 WHERE key = 'black'`)).rejects.toThrow();
    await expect(db.execute(sql`UPDATE colors SET key = 'jet' WHERE key = 'late-colour'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM colors WHERE key = 'late-colour'`)).rejects.toThrow();
    await db.execute(sql`UPDATE colors SET hex = '#000001' WHERE key = 'black'`);
    expect((await colorBits()).get('black')).toBe(0);
  });
});

describe('the listing with more than 63 colours', () => {
  let furnitureIds: Set<number>;

  async function listCategory(query: string, app = server.app) {
    const res = await app.inject({
      url: `/api/categories/1/products?${query}`,
      headers: { 'content-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return categoryProductsResponseSchema.parse(res.json()).data;
  }

  /** Brute force over color_keys: the active, visible furniture products, by colour. */
  async function expected() {
    const rows = await queryRows<{ category_id: number; color_keys: string[] }>(
      server.database.db,
      sql`SELECT category_id, color_keys FROM products WHERE visible AND active`,
    );
    const inScope = rows.filter((row) => furnitureIds.has(row.category_id));
    const counts = new Map<string, number>();
    for (const row of inScope) for (const key of row.color_keys) counts.set(key, (counts.get(key) ?? 0) + 1);
    const hits = (selected: readonly string[]) =>
      inScope.filter((row) => row.color_keys.some((key) => selected.includes(key))).length;
    return { counts, hits };
  }

  it('filters and counts every colour like color_keys, with and without a bit, known to the process or not', async () => {
    const db = server.database.db;
    furnitureIds = new Set((await loadCategoryTree(db)).subtree(1));
    // The server reads the bits now (the seeded colours and 'late-colour'), before the colours below exist.
    await listCategory('take=1');
    const extra = Array.from({ length: 60 }, (_, index) => `extra-${String(index).padStart(2, '0')}`);
    await insertColors(extra);
    const bits = await colorBits();
    const withBit = extra.filter((key) => bits.get(key) !== null);
    const withoutBit = extra.filter((key) => bits.get(key) === null);
    // 12 seeded colours and 'late-colour' hold bits 0-12: 50 of the 60 get 13-62, the last 10 none.
    expect(withBit).toHaveLength(50);
    expect(withoutBit).toEqual(extra.slice(50));
    const someBit = withBit[7] as string;
    const noBit = withoutBit[2] as string;
    const otherNoBit = withoutBit[5] as string;
    await db.execute(
      sql`UPDATE products SET color_keys = color_keys || ${`{${someBit}}`}::text[] WHERE id % 3 = 0`,
    );
    await db.execute(
      sql`UPDATE products SET color_keys = color_keys || ${`{${noBit}}`}::text[] WHERE id % 4 = 0`,
    );
    await db.execute(sql`UPDATE products SET color_keys = ${`{${otherNoBit}}`}::text[] WHERE id % 11 = 0`);
    await expectMasksConsistent();

    const truth = await expected();
    expect(truth.counts.get(someBit)).toBeGreaterThan(0);
    expect(truth.counts.get(noBit)).toBeGreaterThan(0);
    expect(truth.counts.get(otherNoBit)).toBeGreaterThan(0);
    // This server knows only the first 13 bits; a second one reads all of them.
    const fresh = await createServer({ logLevel: 'silent', db });
    try {
      for (const app of [server.app, fresh]) {
        const all = await listCategory('take=1&includeFacets=true', app);
        const colorFacet = all.facets.find((facet) => facet.key === 'Color');
        expect(new Map(colorFacet?.terms.map((term) => [term.key, term.count]))).toEqual(truth.counts);
        for (const selected of [
          [someBit],
          [noBit],
          [noBit, 'black'],
          [someBit, otherNoBit, 'late-colour'],
          ['white'],
        ]) {
          const body = await listCategory(
            `take=1&includeFacets=true&filter::Color=${selected.join(';')}`,
            app,
          );
          expect(body.numberOfHits, selected.join(';')).toBe(truth.hits(selected));
          const counted = body.facets.find((facet) => facet.key === 'Color');
          expect(new Map(counted?.terms.map((term) => [term.key, term.count])), selected.join(';')).toEqual(
            truth.counts,
          );
        }
        // Search reads product_search's copy of the mask: a colour's hits equal its count without the filter.
        const search = async (query: string) =>
          searchResultSchema.parse(
            (await app.inject({ url: `/api/search?${query}`, headers: { 'content-language': 'en' } })).json(),
          ).productResult;
        const unfiltered = await search('query=sofa&take=1');
        const searchCounts = unfiltered.facets.find((facet) => facet.key === 'Color')?.terms ?? [];
        for (const key of [someBit, noBit, 'black']) {
          const count = searchCounts.find((term) => term.key === key)?.count ?? 0;
          expect((await search(`query=sofa&take=1&filter::Color=${key}`)).numberOfHits, key).toBe(count);
        }
        expect(searchCounts.some((term) => term.key === noBit && term.count > 0)).toBe(true);
      }
    } finally {
      await fresh.close();
    }
  });
});
