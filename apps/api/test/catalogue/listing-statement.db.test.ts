import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListingQuery } from '../../src/catalogue/listing-query';
import { searchListing } from '../../src/catalogue/listing-search';
import { namedStatementDatabase, queryRows } from '../../src/db/database';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * The listing statement runs as a named (prepared) statement: its text must depend only on the language and
 * the shape of the request (which filters, which sort, facets or not), never on the words or the values
 * chosen, or every request would be parsed and planned again. And a plan PostgreSQL keeps (after five runs it
 * may switch to a generic one) must answer every later set of values right.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase(300);
});
afterAll(async () => {
  await database?.dispose();
});

/** Runs a listing and records the text and name of every named statement it ran. */
async function recorded(
  raw: Record<string, string>,
  categoryIds?: number[],
  options?: { textHitsExpected?: boolean },
) {
  // Named statements run on their own pool on PostgreSQL (`useForNamedStatements`).
  const session = namedStatementDatabase(database.db)._.session as unknown as {
    prepareQuery: (...args: unknown[]) => unknown;
  };
  const original = session.prepareQuery;
  const statements: Array<{ text: string; name: unknown; built: unknown }> = [];
  session.prepareQuery = function (this: unknown, query: unknown, ...rest: unknown[]) {
    const built = query as { sql: string };
    if (built.sql.includes('scope AS')) statements.push({ text: built.sql, name: rest[1], built });
    return original.call(this, query, ...rest);
  };
  try {
    const hits = await searchListing(
      database.db,
      { language: 'en', categoryIds },
      parseListingQuery({ includeFacets: 'true', ...raw }),
      24,
      ['Brand', 'Color', 'Material', 'Category', 'MainCategory', 'Active'],
      options,
    );
    return { hits, statements };
  } finally {
    session.prepareQuery = original;
  }
}

describe('the listing statement', () => {
  it('has one text, named, for searches with different words and different filter values', async () => {
    const brands = await queryRows<{ key: string }>(database.db, sql`SELECT key FROM brands ORDER BY key`);
    const colors = await queryRows<{ key: string }>(database.db, sql`SELECT key FROM colors ORDER BY key`);
    const [a, b, c] = brands.map((brand) => brand.key);
    const [x, y, z] = colors.map((color) => color.key);
    // One after the other: `recorded` watches the one database handle.
    const runs = [
      await recorded({
        query: 'sofa',
        'filter::Brand': `${a}`,
        'filter::Color': `${x}`,
        'filter::Price': '0-100000',
      }),
      await recorded({
        query: 'oak chair',
        'filter::Brand': `${b};${c}`,
        'filter::Color': `${y};${z}`,
        'filter::Price': '5-900',
      }),
    ];
    const [first, second] = runs.map((run) => run.statements);
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(first?.[0]?.text).toBe(second?.[0]?.text);
    expect(first?.[0]?.name).toMatch(/^listing_[0-9a-f]{16}_\d+$/);
    expect(first?.[0]?.name).toBe(second?.[0]?.name);
    // Built once for its shape and kept: the second request reuses the first one's text and parameters.
    expect(second?.[0]?.built).toBe(first?.[0]?.built);
    // The words and values are bound, never written into the text.
    for (const word of ['sofa', 'oak', `${a}`, `${x}`]) expect(first?.[0]?.text).not.toContain(word);
  });

  it('has one text for category pages with different numbers of categories', async () => {
    const ids = (
      await queryRows<{ id: number }>(database.db, sql`SELECT id FROM categories ORDER BY id`)
    ).map((row) => Number(row.id));
    const one = await recorded({ sortOrder: 'sortOrderLatest' }, ids.slice(0, 1));
    const many = await recorded({ sortOrder: 'sortOrderLatest' }, ids.slice(1, 6));
    expect(one.statements[0]?.text).toBe(many.statements[0]?.text);
  });

  it('answers every brand right through the same prepared statement, past the runs PostgreSQL plans one by one', async () => {
    const brands = await queryRows<{ id: number; key: string }>(
      database.db,
      sql`SELECT id, key FROM brands ORDER BY key`,
    );
    expect(brands.length).toBeGreaterThan(6);
    for (const brand of brands) {
      // Sequential runs reuse a pooled connection, so its statement is past its first five (custom) plans.
      const { hits } = await recorded({
        query: 'sofa',
        sortOrder: 'sortOrderRelevance',
        'filter::Brand': brand.key,
      });
      const expected = await queryRows<{ id: number }>(
        database.db,
        sql`SELECT p.product_id AS id FROM product_search p
            WHERE p.language = 'en' AND p.visible AND p.active AND p.brand_id = ${brand.id}
              AND p.search @@ to_tsquery('english', 'sofa:*')
            ORDER BY ts_rank(p.search, to_tsquery('english', 'sofa:*')) DESC, p.published_at DESC, p.product_id DESC`,
      );
      expect(hits.total).toBe(expected.length);
      expect(hits.ids).toEqual(expected.slice(0, 24).map((row) => Number(row.id)));
      const brandCounts = new Map((hits.terms.Brand ?? []).map((term) => [term.key, term.count]));
      // The brand facet ignores its own filter: this brand's count is its number of hits.
      expect(brandCounts.get(brand.key) ?? 0).toBe(expected.length);
    }
  });

  it('answers a sort other than relevance in the same order as before (no rank read)', async () => {
    const { hits } = await recorded({ query: 'sofa', sortOrder: 'sortOrderPriceAsc' });
    const expected = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT p.product_id AS id FROM product_search p
          WHERE p.language = 'en' AND p.visible AND p.active AND p.search @@ to_tsquery('english', 'sofa:*')
          ORDER BY p.price_ex_vat_ore ASC, p.product_id ASC LIMIT 24`,
    );
    expect(hits.ids).toEqual(expected.map((row) => Number(row.id)));
  });

  it('answers a text query without the typo arm exactly as the complete statement, and falls back to it', async () => {
    const typoArm = (statement: { text: string } | undefined) => statement?.text.includes('typo_hits');
    // Through the statement without the typo arm, then forced through the complete one: same answer.
    const both = async (raw: Record<string, string>, categoryIds?: number[]) => {
      const first = await recorded(raw, categoryIds);
      const complete = await recorded(raw, categoryIds, { textHitsExpected: false });
      expect(complete.statements).toHaveLength(1);
      expect(typoArm(complete.statements[0])).toBe(true);
      // The statement returns facet terms in no particular order (the route sorts them).
      const sorted = (hits: typeof first.hits) => ({
        ...hits,
        terms: Object.fromEntries(
          Object.entries(hits.terms).map(([key, terms]) => [
            key,
            [...(terms ?? [])].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)),
          ]),
        ),
      });
      expect(sorted(first.hits)).toEqual(sorted(complete.hits));
      return first;
    };
    const categories = (
      await queryRows<{ id: number }>(database.db, sql`SELECT id FROM categories ORDER BY id`)
    ).map((row) => Number(row.id));

    // Words the full text finds: one statement, without the typo arm.
    const found: Array<Record<string, string>> = [
      { query: 'sofa', sortOrder: 'sortOrderRelevance' },
      { query: 'oak chair', sortOrder: 'sortOrderPriceDesc', skip: '24' },
      { query: 'so', sortOrder: 'sortOrderName' },
    ];
    for (const raw of found) {
      const { hits, statements } = await both(raw);
      expect(hits.total).toBeGreaterThan(0);
      expect(statements).toHaveLength(1);
      expect(typoArm(statements[0])).toBe(false);
    }
    const inCategories = await both({ query: 'chair' }, categories.slice(0, 8));
    expect(inCategories.statements.length).toBeGreaterThan(0);

    // Text hits that every filter drops: the scope keeps none, yet the full text found products, so the typo arm
    // would find nothing and the first statement answers.
    const dropped = await both({
      query: 'sofa',
      'filter::Brand': 'no-such-brand',
      'filter::Color': 'no-such-colour',
    });
    expect(dropped.statements.map(typoArm)).toEqual([false]);
    expect(dropped.hits.total).toBe(0);

    // A typo: nothing in the full text, so the complete statement finds the products by trigram.
    const typo = await both({ query: 'sofaa' });
    expect(typo.statements.map(typoArm)).toEqual([false, true]);
    expect(typo.hits.total).toBeGreaterThan(0);

    // A product code that is also a word of another product's search document: the code's product is listed
    // once beside the text hit, whether or not its own document holds the code.
    const [own, other] = await queryRows<{ id: number; code: string }>(
      database.db,
      sql`SELECT id, code FROM products WHERE visible AND active ORDER BY id LIMIT 2`,
    );
    if (!own || !other) throw new Error('the test catalogue has fewer than two products');
    await database.db.execute(
      sql`UPDATE product_translations SET keywords = keywords || ' ' || ${own.code} WHERE product_id = ${other.id}`,
    );
    const codeAndText = await both({ query: own.code, sortOrder: 'sortOrderRelevance' });
    expect(codeAndText.statements.map(typoArm)).toEqual([false]);
    expect([...codeAndText.hits.ids].sort()).toEqual([Number(other.id), Number(own.id)].sort());
    expect(codeAndText.hits.total).toBe(2);
    await database.db.execute(
      sql`UPDATE product_translations SET keywords = keywords || ' ' || ${own.code} WHERE product_id = ${own.id}`,
    );
    const codeInText = await both({ query: own.code, sortOrder: 'sortOrderRelevance' });
    expect([...codeInText.hits.ids].sort()).toEqual([Number(other.id), Number(own.id)].sort());
    expect(codeInText.hits.total).toBe(2);
  });
});
