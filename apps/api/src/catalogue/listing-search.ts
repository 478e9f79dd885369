import type { Language } from '@storefront/api-client';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/database';
import type { ListingInput, SortOrder, TermFacetKey } from './listing-query';
import { prefixQueryText, searchConfig } from './text-query';

/** What the listing searches in: a category subtree, a text query, or both. */
export interface ListingScope {
  language: Language;
  /** Leaf and inner category ids to include; undefined means the whole catalogue. */
  categoryIds?: number[];
}

/** A raw facet term count. */
export interface TermCount {
  key: string;
  count: number;
}

/** Ids of the requested page, the total and the raw facet counts. */
export interface ListingHits {
  ids: number[];
  total: number;
  terms: Partial<Record<TermFacetKey, TermCount[]>>;
  /** Price bounds (öre) of the products matching every filter except the price filter; null when none. */
  priceRange: { min: number; max: number } | null;
}

/*
 * Facet semantics (standard multi-select): terms within one facet are OR-ed, facets are AND-ed. The count of
 * a term is the number of products that match the scope and every selected filter EXCEPT the filters of the
 * term's own facet, so a shopper sees how many products each additional choice in that facet would show.
 * The price range is computed the same way (all filters but the price filter).
 */

/** Columns of the `base` CTE each filter refers to. */
function termCondition(key: TermFacetKey, values: string[]): SQL {
  const list = sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
  switch (key) {
    case 'Brand':
      return sql`brand_key = ANY(${list})`;
    case 'Color':
      return sql`color_keys && ${list}`;
    case 'Material':
      return sql`material_key = ANY(${list})`;
    case 'Category':
      return sql`category_id::text = ANY(${list})`;
    case 'MainCategory':
      return sql`main_category_id::text = ANY(${list})`;
    case 'Active': {
      const wantActive = values.includes('True');
      const wantInactive = values.includes('False');
      if (wantActive && wantInactive) return sql`true`;
      return wantActive ? sql`active` : sql`NOT active`;
    }
  }
}

const FACET_GROUPING: Record<TermFacetKey, SQL> = {
  Brand: sql`SELECT 'Brand' AS facet, brand_key AS key, count(*)::int AS count FROM base`,
  Color: sql`SELECT 'Color' AS facet, color_key AS key, count(*)::int AS count FROM base, unnest(color_keys) AS color_key`,
  Material: sql`SELECT 'Material' AS facet, material_key AS key, count(*)::int AS count FROM base`,
  Category: sql`SELECT 'Category' AS facet, category_id::text AS key, count(*)::int AS count FROM base`,
  MainCategory: sql`SELECT 'MainCategory' AS facet, main_category_id::text AS key, count(*)::int AS count FROM base`,
  Active: sql`SELECT 'Active' AS facet, CASE WHEN active THEN 'True' ELSE 'False' END AS key, count(*)::int AS count FROM base`,
};
const FACET_GROUP_BY: Record<TermFacetKey, SQL> = {
  Brand: sql`GROUP BY brand_key`,
  Color: sql`GROUP BY color_key`,
  Material: sql`GROUP BY material_key`,
  Category: sql`GROUP BY category_id`,
  MainCategory: sql`GROUP BY main_category_id`,
  Active: sql`GROUP BY active`,
};

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}

function orderBy(sort: SortOrder, order: 'asc' | 'desc' | undefined, hasText: boolean): SQL {
  const dir = (fallback: 'asc' | 'desc') => ((order ?? fallback) === 'asc' ? sql`ASC` : sql`DESC`);
  switch (sort) {
    case 'sortOrderPriceAsc':
      return sql`price ${dir('asc')}, id ${dir('asc')}`;
    case 'sortOrderPriceDesc':
      return sql`price ${dir('desc')}, id ${dir('desc')}`;
    case 'sortOrderName':
      return sql`name ${dir('asc')}, id ${dir('asc')}`;
    case 'sortOrderRelevance':
      if (hasText) return sql`rank ${dir('desc')}, published_at DESC, id DESC`;
      return sql`published_at ${dir('desc')}, id ${dir('desc')}`;
    case 'sortOrderLatest':
      return sql`published_at ${dir('desc')}, id ${dir('desc')}`;
  }
}

/**
 * Runs a listing: the page of product ids in the chosen order (ties broken by id, so paging never skips or
 * repeats), the number of hits, and, when asked, the facet counts and price range for the current filter.
 */
export async function searchListing(
  db: Database,
  scope: ListingScope,
  input: ListingInput,
  take: number,
  facetKeys: readonly TermFacetKey[],
): Promise<ListingHits> {
  const priceColumn = input.inclVat ? sql`p.price_inc_vat_ore` : sql`p.price_ex_vat_ore`;
  const scopeConditions: SQL[] = [sql`p.visible`];
  if (scope.categoryIds) {
    scopeConditions.push(
      sql`p.category_id = ANY(ARRAY[${sql.join(
        scope.categoryIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[])`,
    );
  }
  if (input.inStock) scopeConditions.push(sql`p.in_stock_quantity > 0`);
  if (input.selectedModel) scopeConditions.push(sql`p.model = ${input.selectedModel.toLowerCase()}`);
  let rank = sql`0::real`;
  const text = input.query;
  if (text) {
    const tsquery = prefixQueryText(text);
    const config = searchConfig(scope.language);
    // Full text (stemmed prefixes), trigram word similarity on the name (typos), or an exact code. Each arm is a
    // separate index lookup (GIN tsvector, GIN trigram, btree); one OR across both tables would scan them all.
    const arms = [
      tsquery
        ? sql`SELECT product_id FROM product_translations
              WHERE language = ${scope.language} AND search @@ to_tsquery(${config}, ${tsquery})`
        : null,
      sql`SELECT product_id FROM product_translations WHERE language = ${scope.language} AND ${text} <% name`,
      sql`SELECT id FROM products WHERE code = ${text} OR el_number = ${text} OR alternative_product_number = ${text}`,
    ].filter((part): part is SQL => part !== null);
    scopeConditions.push(sql`p.id IN (${sql.join(arms, sql` UNION `)})`);
    // Relevance is the weighted text rank (name A, keywords B, texts C); typo-only matches rank by similarity.
    rank = tsquery
      ? sql`ts_rank(t.search, to_tsquery(${config}, ${tsquery}))::real`
      : sql`word_similarity(${text}, t.name)::real`;
  }
  // Matching is done by the id subquery above, so the texts are only joined where the page is ordered by
  // relevance or name; the facet and count queries never need them (nor the rank of every match).
  const baseWith = (withTexts: boolean) => sql`WITH base AS (
      SELECT p.id, b.key AS brand_key, p.color_keys, p.material_key, p.category_id, p.main_category_id, p.active,
             ${priceColumn} AS price, p.published_at,
             ${withTexts ? sql`t.name, ${rank} AS rank` : sql`NULL::text AS name, 0::real AS rank`}
      FROM products p
      ${withTexts ? sql`JOIN product_translations t ON t.product_id = p.id AND t.language = ${scope.language}` : sql``}
      JOIN brands b ON b.id = p.brand_id
      WHERE ${and(scopeConditions)}
    )`;
  const base = baseWith(
    (Boolean(text) && input.sortOrder === 'sortOrderRelevance') || input.sortOrder === 'sortOrderName',
  );
  const facetBase = baseWith(false);
  const filterFor = (except: TermFacetKey | 'Price' | null): SQL => {
    const conditions: SQL[] = [];
    for (const [key, values] of Object.entries(input.terms) as Array<[TermFacetKey, string[]]>) {
      if (key !== except && values.length > 0) conditions.push(termCondition(key, values));
    }
    if (input.price && except !== 'Price') {
      conditions.push(
        sql`price BETWEEN ${Math.round(input.price.min * 100)} AND ${Math.round(input.price.max * 100)}`,
      );
    }
    return and(conditions);
  };

  const hitsQuery = sql`${base}
    SELECT id, count(*) OVER ()::int AS total FROM base
    WHERE ${filterFor(null)}
    ORDER BY ${orderBy(input.sortOrder, input.order, Boolean(text))}
    LIMIT ${take} OFFSET ${input.skip}`;
  const facetsQuery =
    input.includeFacets && facetKeys.length > 0
      ? sql`${facetBase}
        ${sql.join(
          facetKeys.map(
            (key) => sql`(${FACET_GROUPING[key]} WHERE ${filterFor(key)} ${FACET_GROUP_BY[key]})`,
          ),
          sql` UNION ALL `,
        )}
        UNION ALL (SELECT 'Price:min' AS facet, NULL AS key, min(price)::int AS count FROM base WHERE ${filterFor('Price')})
        UNION ALL (SELECT 'Price:max' AS facet, NULL AS key, max(price)::int AS count FROM base WHERE ${filterFor('Price')})`
      : null;

  const [hits, facetRows] = await Promise.all([
    queryRows<{ id: number; total: number }>(db, hitsQuery),
    facetsQuery
      ? queryRows<{ facet: string; key: string | null; count: number | null }>(db, facetsQuery)
      : [],
  ]);
  let total = hits[0]?.total ?? 0;
  if (hits.length === 0 && input.skip > 0) {
    // Past the end the window function has no row to report the total on; count separately.
    const [row] = await queryRows<{ total: number }>(
      db,
      sql`${facetBase} SELECT count(*)::int AS total FROM base WHERE ${filterFor(null)}`,
    );
    total = row?.total ?? 0;
  }
  const terms: ListingHits['terms'] = {};
  let min: number | null = null;
  let max: number | null = null;
  for (const row of facetRows) {
    if (row.facet === 'Price:min') min = row.count;
    else if (row.facet === 'Price:max') max = row.count;
    else if (row.key !== null && row.count !== null) {
      const facet = row.facet as TermFacetKey;
      const list = terms[facet] ?? [];
      list.push({ key: row.key, count: row.count });
      terms[facet] = list;
    }
  }
  return {
    ids: hits.map((row) => row.id),
    total,
    terms,
    priceRange: min !== null && max !== null ? { min, max } : null,
  };
}
