import {
  apiErrorBodySchema,
  FIELD_MESSAGES,
  quickSearchResultSchema,
  searchResultSchema,
  suggestionsSchema,
  variationCodeSearchResultSchema,
} from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/database';
import { quickProductSearch } from '../../src/search/quick-product-search';
import { useTestServer } from '../support/server-suite';

const server = useTestServer(300);

function get(url: string, language = 'en') {
  return server.app.inject({ url, headers: { 'content-language': language } });
}

describe('GET api/search', () => {
  it('finds products, content and categories, with facets whose counts add up', async () => {
    const res = await get('/api/search?query=sofa&take=10');
    expect(res.statusCode).toBe(200);
    const body = searchResultSchema.parse(res.json());
    const { productResult } = body;
    expect(productResult.numberOfHits).toBeGreaterThan(0);
    expect(productResult.result.length).toBeLessThanOrEqual(10);
    expect(productResult.result.every((card) => /sofa/i.test(`${card.name} ${card.marketingText}`))).toBe(
      true,
    );
    // Every product has exactly one main category and one brand, so with nothing selected the counts sum up.
    for (const key of ['MainCategory', 'Brand', 'Material']) {
      const facet = productResult.facets.find((item) => item.key === key);
      expect(
        facet?.terms.reduce((sum, term) => sum + term.count, 0),
        key,
      ).toBe(productResult.numberOfHits);
    }
    expect(productResult.sorters.find((sorter) => sorter.selected)?.key).toBe('sortOrderRelevance');
    expect(body.categoryResult.result.map((hit) => hit.heading)).toEqual(expect.arrayContaining(['Sofas']));
  });

  it('narrows by a facet and keeps the other facet counts consistent', async () => {
    const all = searchResultSchema.parse((await get('/api/search?query=chair&take=5')).json()).productResult;
    const mainCategory = all.facets.find((facet) => facet.key === 'MainCategory')?.terms[0];
    if (!mainCategory) throw new Error('no main category facet');
    const narrowed = searchResultSchema.parse(
      (await get(`/api/search?query=chair&take=5&filter::MainCategory=${mainCategory.key}`)).json(),
    ).productResult;
    expect(narrowed.numberOfHits).toBe(mainCategory.count);
    const facet = narrowed.facets.find((item) => item.key === 'MainCategory');
    expect(facet?.terms.find((term) => term.key === mainCategory.key)).toMatchObject({ selected: true });
  });

  it('stems Norwegian and English words and tolerates a typo', async () => {
    const stemmed = searchResultSchema.parse((await get('/api/search?query=sofaer', 'no')).json());
    expect(stemmed.productResult.numberOfHits).toBeGreaterThan(0);
    const typo = searchResultSchema.parse((await get('/api/search?query=ørelapstol', 'no')).json());
    expect(typo.productResult.result.some((card) => card.name.includes('ørelappstol'))).toBe(true);
    const english = searchResultSchema.parse((await get('/api/search?query=tables')).json());
    expect(english.productResult.result.some((card) => / table/.test(card.name))).toBe(true);
  });

  it('finds content pages by their text', async () => {
    const body = searchResultSchema.parse((await get('/api/search?query=delivery')).json());
    expect(body.contentResult.result.map((hit) => hit.url)).toContain('/en/customer-service/delivery/');
    expect(body.contentResult.numberOfHits).toBeGreaterThan(0);
  });

  it('finds a product by its exact code', async () => {
    const body = searchResultSchema.parse((await get('/api/search?query=100007')).json());
    expect(body.productResult.result.map((card) => card.code)).toContain('100007');
  });

  it('pages search results without duplicates', async () => {
    const first = searchResultSchema.parse(
      (await get('/api/search?query=oak&take=100&includeFacets=false')).json(),
    );
    const total = first.productResult.numberOfHits;
    const codes: string[] = [];
    for (let skip = 0; skip < total; skip += 9) {
      const page = searchResultSchema.parse(
        (await get(`/api/search?query=oak&skip=${skip}&take=9&includeFacets=false`)).json(),
      );
      codes.push(...page.productResult.result.map((card) => card.code));
    }
    expect(codes).toHaveLength(total);
    expect(new Set(codes).size).toBe(total);
  });

  it('answers 400 naming the field without a query or with bad pairs', async () => {
    for (const [url, field] of [
      ['/api/search', 'query'],
      ['/api/search?query=', 'query'],
      ['/api/search?query=sofa&take=0', 'take'],
      ['/api/search?query=sofa&filter::Nope=1', 'filter::Nope'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(apiErrorBodySchema.parse(res.json()).fields, url).toHaveProperty([field]);
    }
  });
});

describe('GET api/search/quick-search', () => {
  it('answers up to 3 products when categories or content also match, plus hit counts', async () => {
    const body = quickSearchResultSchema.parse((await get('/api/search/quick-search?query=lamp')).json());
    expect(body.productHits).toBeGreaterThan(3);
    expect(body.categoryHits).toBeGreaterThan(0);
    expect(body.products).toHaveLength(3);
    expect(body.categories.length).toBeLessThanOrEqual(3);
    expect(body.content.length).toBeLessThanOrEqual(2);
  });

  it('answers up to 5 products when only products match', async () => {
    const body = quickSearchResultSchema.parse((await get('/api/search/quick-search?query=oslo')).json());
    expect(body.categoryHits + body.contentHits).toBe(0);
    expect(body.products.length).toBe(Math.min(5, body.productHits));
  });

  it("shows the full search's best products and its number of hits (at most 200 hits: every hit ranked)", async () => {
    const codes = await queryRows<{ code: string }>(
      server.database.db,
      sql`SELECT code FROM products WHERE visible AND active LIMIT 1`,
    );
    const queries = [
      ['oslo', 'en'],
      ['lamp', 'en'],
      ['oak chair', 'en'],
      ['sofa', 'no'],
      ['ørelapstol', 'no'],
      [codes[0]?.code ?? '', 'en'],
    ] as const;
    for (const [query, language] of queries) {
      const quick = quickSearchResultSchema.parse(
        (await get(`/api/search/quick-search?query=${encodeURIComponent(query)}`, language)).json(),
      );
      const full = searchResultSchema.parse(
        (
          await get(
            `/api/search?query=${encodeURIComponent(query)}&sortOrder=sortOrderRelevance&take=5`,
            language,
          )
        ).json(),
      ).productResult;
      expect(full.numberOfHits, query).toBeLessThanOrEqual(200);
      expect(quick.productHits, query).toBe(full.numberOfHits);
      expect(quick.products.length, query).toBeGreaterThan(0);
      expect(
        quick.products.map((card) => card.code),
        query,
      ).toEqual(full.result.slice(0, quick.products.length).map((card) => card.code));
    }
  });

  it('ranks only the newest hits of a broad query, and still counts every hit', async () => {
    const language = 'en';
    const hits = await queryRows<{ id: number; rank: number }>(
      server.database.db,
      sql`SELECT product_id AS id, ts_rank(search, to_tsquery('english', 'sofa:*'))::float8 AS rank FROM product_search
          WHERE language = ${language} AND search @@ to_tsquery('english', 'sofa:*') AND visible AND active
          ORDER BY published_at DESC, product_id DESC`,
    );
    expect(hits.length).toBeGreaterThan(6);
    const result = await quickProductSearch(server.database.db, language, 'sofa', 2, 4);
    expect(result.total).toBe(hits.length);
    const newest = hits.slice(0, 4);
    const best = [...newest].sort((a, b) => b.rank - a.rank || newest.indexOf(a) - newest.indexOf(b));
    expect(result.ids).toEqual(best.slice(0, 2).map((hit) => hit.id));
  });

  it('answers 400 for a query of 2 characters or fewer', async () => {
    const res = await get('/api/search/quick-search?query=ab');
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).fields).toHaveProperty('query');
  });
});

describe('a query of stop words only, and typos', () => {
  /** Visible, active products whose document holds a word beginning with `prefix` (taken as it is). */
  async function prefixHits(
    language: 'en' | 'no',
    prefix: string,
  ): Promise<Array<{ id: number; name: string }>> {
    return queryRows<{ id: number; name: string }>(
      server.database.db,
      sql`SELECT product_id AS id, name FROM product_search
          WHERE language = ${language} AND search @@ to_tsquery('simple', ${`${prefix}:*`}) AND visible AND active`,
    );
  }

  it("finds sofas by 'so', a stop word of both languages, in quick and full search", async () => {
    for (const language of ['en', 'no'] as const) {
      const expected = await prefixHits(language, 'so');
      expect(
        expected.some((hit) => /\bsofa/i.test(hit.name)),
        language,
      ).toBe(true);
      // Trigram matching (the fallback before) found other products: the prefix hits are the whole answer.
      const quick = await quickProductSearch(server.database.db, language, 'so', 5);
      expect(quick.total, language).toBe(expected.length);
      expect(quick.ids.length, language).toBe(Math.min(5, expected.length));
      const expectedIds = new Set(expected.map((hit) => hit.id));
      expect(
        quick.ids.every((id) => expectedIds.has(id)),
        language,
      ).toBe(true);
      const full = searchResultSchema.parse(
        (await get('/api/search?query=so&take=100&includeFacets=false', language)).json(),
      ).productResult;
      expect(full.numberOfHits, language).toBe(expected.length);
      expect(
        full.result.some((card) => /\bsofa/i.test(card.name)),
        language,
      ).toBe(true);
    }
  });

  it('answers a three-letter stop word in the quick search route by prefix', async () => {
    // 'out' is an English stop word; typed on the way to 'outdoor' it finds the outdoor furniture.
    const expected = await prefixHits('en', 'out');
    expect(expected.length).toBeGreaterThan(0);
    const body = quickSearchResultSchema.parse((await get('/api/search/quick-search?query=out')).json());
    expect(body.productHits).toBe(expected.length);
    expect(body.products.length).toBeGreaterThan(0);
  });

  it("keeps the words the language knows: 'the sofa' answers as 'sofa'", async () => {
    // Products only: category names are matched by the whole phrase, so 'the sofa' finds other categories.
    const full = async (query: string) =>
      searchResultSchema.parse((await get(`/api/search?take=24&query=${query}`)).json()).productResult;
    const [withStopWord, plain] = await Promise.all([full('the%20sofa'), full('sofa')]);
    expect(plain.numberOfHits).toBeGreaterThan(0);
    expect(withStopWord).toEqual(plain);
    const quick = async (query: string) => {
      const body = quickSearchResultSchema.parse(
        (await get(`/api/search/quick-search?query=${query}`)).json(),
      );
      return { productHits: body.productHits, codes: body.products.map((card) => card.code) };
    };
    expect(await quick('the%20sofa')).toEqual(await quick('sofa'));
  });

  it("still finds sofas by trigram for a typo ('sofaa') in quick and full search", async () => {
    const quick = quickSearchResultSchema.parse((await get('/api/search/quick-search?query=sofaa')).json());
    expect(quick.productHits).toBeGreaterThan(0);
    expect(quick.products.some((card) => /\bsofa/i.test(card.name))).toBe(true);
    const full = searchResultSchema.parse((await get('/api/search?query=sofaa')).json()).productResult;
    expect(full.numberOfHits).toBe(quick.productHits);
    expect(full.result.some((card) => /\bsofa/i.test(card.name))).toBe(true);
  });
});

describe('GET api/search/suggestions', () => {
  it('completes a prefix and corrects a typo', async () => {
    const prefix = suggestionsSchema.parse((await get('/api/search/suggestions?query=sof')).json());
    expect(prefix[0]?.startsWith('sof')).toBe(true);
    const typo = suggestionsSchema.parse((await get('/api/search/suggestions?query=lenestol', 'no')).json());
    expect(typo).toContain('lenestoler');
    expect(prefix.length).toBeLessThanOrEqual(8);
  });

  it('answers 400 without a query', async () => {
    expect((await get('/api/search/suggestions')).statusCode).toBe(400);
  });
});

describe('GET api/search/variation-code-search', () => {
  it('finds variations by code prefix with the total number of hits', async () => {
    const body = variationCodeSearchResultSchema.parse(
      (await get('/api/search/variation-code-search?query=10001')).json(),
    );
    const [expected] = await queryRows<{ total: number }>(
      server.database.db,
      sql`SELECT count(*)::int AS total FROM variations WHERE code LIKE '10001%'`,
    );
    expect(body.numberOfHits).toBe(expected?.total);
    expect(body.results.length).toBe(Math.min(10, expected?.total ?? 0));
    expect(body.results.every((hit) => hit.code.startsWith('10001'))).toBe(true);
    for (const hit of body.results) expect(hit.image.width).toBeGreaterThan(0);
  });

  it('answers 400 with the spec texts for an empty or too long code', async () => {
    const empty = await get('/api/search/variation-code-search?query=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.query).toBe(FIELD_MESSAGES.code);
    const long = await get(`/api/search/variation-code-search?query=${'1'.repeat(19)}`);
    expect(long.json().fields.query).toBe(FIELD_MESSAGES.materialId);
  });
});

describe('the search table product_search', () => {
  /** Rows of product_search that differ from the translations and products they copy (or are missing). */
  async function outOfStep(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`SELECT count(*)::int AS n FROM product_translations t JOIN products p ON p.id = t.product_id
          LEFT JOIN product_search s ON s.product_id = t.product_id AND s.language = t.language
          WHERE s.product_id IS NULL
             OR (s.search, s.name, s.visible, s.active, s.category_id, s.main_category_id, s.brand_id, s.material_key,
                 s.model, s.in_stock_quantity, s.price_ex_vat_ore, s.price_inc_vat_ore, s.published_at, s.color_keys)
                IS DISTINCT FROM
                (t.search, t.name, p.visible, p.active, p.category_id, p.main_category_id, p.brand_id, p.material_key,
                 p.model, p.in_stock_quantity, p.price_ex_vat_ore, p.price_inc_vat_ore, p.published_at, p.color_keys)`,
    );
    const [extra] = await queryRows<{ n: number }>(
      server.database.db,
      sql`SELECT (SELECT count(*) FROM product_search)::int - (SELECT count(*) FROM product_translations)::int AS n`,
    );
    return (row?.n ?? -1) + Math.abs(extra?.n ?? -1);
  }

  it('holds one row per product and language, equal to what it copies, after the seed', async () => {
    const [count] = await queryRows<{ n: number }>(
      server.database.db,
      sql`SELECT count(*)::int AS n FROM product_search`,
    );
    expect(count?.n).toBe(600);
    expect(await outOfStep()).toBe(0);
  });

  it('follows changes to stock and texts, so searches see them at once', async () => {
    const search = async (url: string) => searchResultSchema.parse((await get(url)).json()).productResult;
    const [target] = await queryRows<{ id: number; code: string; stock: number; name: string }>(
      server.database.db,
      sql`SELECT p.id, p.code, p.in_stock_quantity AS stock, t.name FROM products p
          JOIN product_translations t ON t.product_id = p.id AND t.language = 'en'
          WHERE p.visible AND p.in_stock_quantity > 0 ORDER BY p.id LIMIT 1`,
    );
    if (!target) throw new Error('the seed has no visible product in stock');
    const inStock = async () =>
      (await search(`/api/search?query=${encodeURIComponent(target.code)}&instock=true`)).numberOfHits;
    expect(await inStock()).toBe(1);
    try {
      await server.database.db.execute(
        sql`UPDATE products SET in_stock_quantity = 0 WHERE id = ${target.id}`,
      );
      expect(await inStock()).toBe(0);
      await server.database.db.execute(
        sql`UPDATE product_translations SET name = 'Zyxwvut Lounger' WHERE product_id = ${target.id} AND language = 'en'`,
      );
      const renamed = await search('/api/search?query=zyxwvut');
      expect(renamed.numberOfHits).toBe(1);
      expect(renamed.result[0]?.code).toBe(target.code);
      expect(await outOfStep()).toBe(0);
    } finally {
      await server.database.db.execute(
        sql`UPDATE products SET in_stock_quantity = ${target.stock} WHERE id = ${target.id}`,
      );
      await server.database.db.execute(
        sql`UPDATE product_translations SET name = ${target.name} WHERE product_id = ${target.id} AND language = 'en'`,
      );
    }
    expect(await inStock()).toBe(1);
    expect(await outOfStep()).toBe(0);
  });
});
