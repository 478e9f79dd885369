import type { Language } from '@storefront/api-client';
import { type SQL, sql } from 'drizzle-orm';
import { type BuiltStatement, buildStatement, type Database, queryBuilt } from '../db/database';
import { colorBits } from './color-bits';
import {
  type ColorPlan,
  colorConditionOf,
  colorCounts,
  colorPlan,
  colorScopeColumns,
  colorSelection,
} from './color-facet';
import type { ListingInput, SortOrder, TermFacetKey } from './listing-query';
import { languageLiteral, prefixQueryText, prefixTsQueryOf } from './text-query';

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
 *
 * Performance (100,000 products; measurements in docs/decisions/0009-catalogue-read-model.md): everything is
 * ONE statement over ONE read of the scope (an index-only scan of the covering index products_listing_idx for
 * a category, or the text matches with their listing columns from the narrow table product_search for a
 * search). Each scope row carries how many selected filters it fails (`fails`) and, when it fails one, which
 * (`miss`): a row that fails two filters counts for nothing and is dropped before the scope is materialised
 * (with a brand, a colour and a price filter that is about nine rows in ten of a category), so the page, the
 * total, every term count and the price range are computed from the rows that matter only. A term of facet F
 * counts the rows with `fails = 0 OR miss = F`; the term facets are counted by grouping the scope once by all
 * their columns (one `count(*) FILTER` per facet) and then adding those few hundred combinations up in a hashed
 * GROUPING SETS aggregate, the colours on their bit set (color-facet.ts). The page is a top-N sort of the rows
 * that pass every filter.
 *
 * The statement is a named (prepared) one (queryRows' `prepareAs`): its text depends only on the language (a
 * literal, so a generic plan keeps the per-language partial indexes), the filters chosen, the sort and whether
 * facets are counted; every word, value and list is bound (a list as one array parameter). The tsquery is
 * computed once (`q`), because a generic plan does not fold it to a constant. The statement is built once per
 * shape (`ListingShape`, from placeholders only) and kept, so a request neither turns it into text again nor
 * hashes a new text for its name; on PostgreSQL it runs on its generic plan (decision 0009, stop 36).
 */

/** Term facets counted by GROUPING SETS: the scope column each groups by. Color is counted on its bit set instead. */
const GROUP_COLUMN: Record<Exclude<TermFacetKey, 'Color'>, SQL> = {
  Brand: sql`brand_id`,
  Material: sql`material_key`,
  Category: sql`category_id`,
  MainCategory: sql`main_category_id`,
  Active: sql`active`,
};

/** The key a term facet reports, from the grouped row `g` (brands are grouped by id and named by key). */
const GROUP_KEY: Record<Exclude<TermFacetKey, 'Color'>, SQL> = {
  Brand: sql`(SELECT b.key FROM brands b WHERE b.id = g.brand_id)`,
  Material: sql`g.material_key`,
  Category: sql`g.category_id::text`,
  MainCategory: sql`g.main_category_id::text`,
  Active: sql`CASE WHEN g.active THEN 'True' ELSE 'False' END`,
};

/**
 * A bound value of the listing statement, filled when it runs (`listingValues`). The statement is built once
 * per shape (`listingStatement`) from placeholders only, so its text cannot depend on a value; a list is ONE
 * array parameter, so the text does not depend on how many values are selected either.
 */
const bound = (name: string) => sql.placeholder(name);

/** The placeholder of a term filter's selected values. */
const termsName = (key: TermFacetKey) => `terms_${key}`;

/**
 * What the condition of a selected term filter tests, as far as its text depends on it: for Active which
 * activity it keeps, for Color whether the selection has known bits, other keys or both; '' for the others.
 */
function filterForm(key: TermFacetKey, values: string[], colors: ColorPlan): string {
  if (key === 'Active') {
    const wantActive = values.includes('True');
    const wantInactive = values.includes('False');
    return wantActive && wantInactive ? 'both' : wantActive ? 'active' : 'inactive';
  }
  if (key === 'Color') {
    const { mask, others } = colorSelection(colors, values);
    return `${mask !== '0' ? 'mask' : ''}+${others.length > 0 ? 'others' : ''}`;
  }
  return '';
}

/** The condition of one selected term filter (its `filterForm`), on the products table `p`. */
function termCondition(key: TermFacetKey, form: string, colors: ColorPlan): SQL {
  const list = sql`${bound(termsName(key))}::text[]`;
  switch (key) {
    case 'Brand':
      // The keys become ids once per statement (an InitPlan over the dozen brands), so each scope row tests
      // an int array instead of probing a hashed subplan; coalesce keeps unknown keys matching nothing.
      return sql`p.brand_id = ANY(coalesce((SELECT array_agg(id) FROM brands WHERE key = ANY(${list})), '{}')::int[])`;
    case 'Color':
      return colorConditionOf(
        colors,
        { mask: form.startsWith('mask'), others: form.endsWith('others') },
        { mask: bound('color_mask'), others: bound('color_others') },
      );
    case 'Material':
      return sql`p.material_key = ANY(${list})`;
    case 'Category':
      return sql`p.category_id::text = ANY(${list})`;
    case 'MainCategory':
      return sql`p.main_category_id::text = ANY(${list})`;
    case 'Active':
      return form === 'both' ? sql`true` : form === 'active' ? sql`p.active` : sql`NOT p.active`;
  }
}

function and(conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` AND `);
}

function orderBy(
  sort: SortOrder,
  order: 'asc' | 'desc' | undefined,
  hasText: boolean,
  name: SQL = sql`t.name`,
): SQL {
  const dir = (fallback: 'asc' | 'desc') => ((order ?? fallback) === 'asc' ? sql`ASC` : sql`DESC`);
  switch (sort) {
    case 'sortOrderPriceAsc':
      return sql`s.price ${dir('asc')}, s.id ${dir('asc')}`;
    case 'sortOrderPriceDesc':
      return sql`s.price ${dir('desc')}, s.id ${dir('desc')}`;
    case 'sortOrderName':
      return sql`${name} ${dir('asc')}, s.id ${dir('asc')}`;
    case 'sortOrderRelevance':
      if (hasText) return sql`s.rank ${dir('desc')}, s.published_at DESC, s.id DESC`;
      return sql`s.published_at ${dir('desc')}, s.id ${dir('desc')}`;
    case 'sortOrderLatest':
      return sql`s.published_at ${dir('desc')}, s.id ${dir('desc')}`;
  }
}

/** The columns of a `product_search` row `p` that a listing's scope reads, named as in `products`. */
const SEARCH_COLUMNS = sql`p.product_id AS id, p.visible, p.active, p.category_id, p.main_category_id, p.brand_id,
  p.material_key, p.model, p.in_stock_quantity, p.price_ex_vat_ore, p.price_inc_vat_ore, p.published_at, p.color_keys, p.color_mask`;

/**
 * The CTEs `text_hits`, `typo_hits` and `matched`: the products a text query finds, with their relevance and
 * their listing columns, all read from the narrow per-language table `product_search` (migration 0004) rather
 * than from the wide product_translations rows joined to products. Full text (stemmed prefixes, per-language
 * GIN index) ranked by the weighted text rank (name A, keywords B, texts C); when the full text finds nothing
 * (a typo, or a query without words), trigram word similarity on the name (per-language GIN trigram index),
 * ranked by the similarity; and exact product codes, el-numbers and alternative numbers (btree on products),
 * rank 0, unless an arm above found them already. The typo arm runs only as a fallback: for a word the full
 * text knows it would add thousands of index rechecks and no product the prefix search has not found already.
 *
 * `direct` leaves the typo arm out (the caller knows the full text finds something, see `searchListing`), and
 * with it the materialised `text_hits` that the typo arm's gate and the code arm's exclusion read: `matched`
 * is then read once, straight into the scope, each row flagged `from_text`. A code hit is a text hit exactly
 * when its own product_search row matches the tsquery (that row is the only one a text hit of its id can be).
 */
function textMatches(language: Language, words: boolean, ranked: boolean, direct: boolean): SQL {
  const tsquery = words ? prefixTsQueryOf(language, bound('words')) : null;
  const text = bound('query');
  const lang = languageLiteral(language);
  const rank = ranked ? sql`ts_rank(p.search, (SELECT query FROM q))::real` : sql`0::real`;
  const codeMatch = sql`(c.code = ${text} OR c.el_number = ${text} OR c.alternative_product_number = ${text})`;
  if (direct && tsquery) {
    return sql`q AS MATERIALIZED (SELECT ${tsquery} AS query),
    matched AS (
      SELECT ${SEARCH_COLUMNS}, ${rank} AS rank, true AS from_text
      FROM product_search p WHERE p.language = ${lang} AND p.search @@ (SELECT query FROM q)
      UNION ALL
      SELECT ${SEARCH_COLUMNS}, 0::real, false FROM products c
      JOIN product_search p ON p.product_id = c.id AND p.language = ${lang}
      WHERE ${codeMatch} AND NOT (p.search @@ (SELECT query FROM q))
    )`;
  }
  // The tsquery is computed once (`q`, read as an InitPlan): a generic plan does not fold its CASE to a
  // constant, and ts_rank would otherwise call to_tsquery twice for every hit. Only a relevance order reads
  // the rank; other orders skip ts_rank, which reads each hit's whole search document.
  const fullText = tsquery
    ? sql`SELECT ${SEARCH_COLUMNS}, ${rank} AS rank
          FROM product_search p WHERE p.language = ${lang} AND p.search @@ (SELECT query FROM q)`
    : sql`SELECT ${SEARCH_COLUMNS}, 0::real AS rank FROM product_search p WHERE false`;
  return sql`${tsquery ? sql`q AS MATERIALIZED (SELECT ${tsquery} AS query), ` : sql``}text_hits AS MATERIALIZED (${fullText}),
    typo_hits AS MATERIALIZED (
      SELECT ${SEARCH_COLUMNS}, ${ranked ? sql`word_similarity(${text}, p.name)::real` : sql`0::real`} AS rank FROM product_search p
      WHERE p.language = ${lang} AND ${text} <% p.name AND NOT EXISTS (SELECT 1 FROM text_hits)
    ),
    matched AS (
      SELECT * FROM text_hits
      UNION ALL
      SELECT * FROM typo_hits
      UNION ALL
      SELECT ${SEARCH_COLUMNS}, 0::real FROM products c
      JOIN product_search p ON p.product_id = c.id AND p.language = ${lang}
      WHERE ${codeMatch}
        AND NOT EXISTS (SELECT 1 FROM text_hits h WHERE h.id = c.id)
        AND NOT EXISTS (SELECT 1 FROM typo_hits h WHERE h.id = c.id)
    )`;
}

interface ResultRow {
  /** 'hit' (a product of the page, `count` = its place), 'total', 'Price:min', 'Price:max', 'texts' or a facet key. */
  facet: string;
  key: string | null;
  count: number | null;
}

/**
 * What the text of a listing statement depends on: the language, which filters are chosen (and what their
 * conditions test, `filterForm`), the sort, whether facets are counted and which, and the colour bits the
 * process knows. Everything else (words, keys, ids, prices, the page) is bound (`listingValues`).
 */
interface ListingShape {
  language: Language;
  categories: boolean;
  inStock: boolean;
  model: boolean;
  /** No query, a query with words (a prefix tsquery), or a query without words (codes and typo matches only). */
  text: 'none' | 'words' | 'other';
  /** As in `textMatches`: a text query with a tsquery, without the typo arm. */
  direct: boolean;
  sortOrder: SortOrder;
  order: 'asc' | 'desc' | undefined;
  inclVat: boolean;
  /** The selected term filters in the order given, each with its `filterForm`. */
  filters: Array<[TermFacetKey, string]>;
  price: boolean;
  /** The facets counted; empty when none are. */
  facetKeys: readonly TermFacetKey[];
  colors: ColorPlan;
}

/** The selected term filters of a listing, in the order given. */
function selectedFilters(input: ListingInput): Array<[TermFacetKey, string[]]> {
  return (Object.entries(input.terms) as Array<[TermFacetKey, string[]]>).filter(
    ([, values]) => values.length > 0,
  );
}

function listingShape(
  scope: ListingScope,
  input: ListingInput,
  facetKeys: readonly TermFacetKey[],
  direct: boolean,
  colors: ColorPlan,
): ListingShape {
  return {
    language: scope.language,
    categories: scope.categoryIds !== undefined,
    inStock: input.inStock,
    model: Boolean(input.selectedModel),
    text: !input.query ? 'none' : prefixQueryText(input.query) !== null ? 'words' : 'other',
    direct,
    sortOrder: input.sortOrder,
    order: input.order,
    inclVat: input.inclVat,
    filters: selectedFilters(input).map(([key, values]) => [key, filterForm(key, values, colors)]),
    price: input.price !== undefined,
    facetKeys: input.includeFacets ? facetKeys : [],
    colors,
  };
}

/** The values of a listing statement's placeholders (see `bound`). */
function listingValues(
  scope: ListingScope,
  input: ListingInput,
  take: number,
  colors: ColorPlan,
): Record<string, unknown> {
  const values: Record<string, unknown> = { take, skip: input.skip };
  if (scope.categoryIds) values.category_ids = [...scope.categoryIds];
  if (input.selectedModel) values.model = input.selectedModel.toLowerCase();
  if (input.query) {
    values.query = input.query;
    values.words = prefixQueryText(input.query);
  }
  for (const [key, selected] of selectedFilters(input)) {
    values[termsName(key)] = [...selected];
    if (key === 'Color') {
      const { mask, others } = colorSelection(colors, selected);
      values.color_mask = mask;
      values.color_others = others;
    }
  }
  if (input.price) {
    values.price_min = Math.round(input.price.min * 100);
    values.price_max = Math.round(input.price.max * 100);
  }
  return values;
}

/** The listing statement of a shape; its values are placeholders (`listingValues`). */
function listingStatement(shape: ListingShape): SQL {
  const { colors } = shape;
  const priceColumn = shape.inclVat ? sql`p.price_inc_vat_ore` : sql`p.price_ex_vat_ore`;
  const scopeConditions: SQL[] = [sql`p.visible`];
  if (shape.categories) scopeConditions.push(sql`p.category_id = ANY(${bound('category_ids')}::int[])`);
  if (shape.inStock) scopeConditions.push(sql`p.in_stock_quantity > 0`);
  if (shape.model) scopeConditions.push(sql`p.model = ${bound('model')}`);
  const text = shape.text !== 'none';
  const direct = shape.direct;

  // The condition of each selected filter; `Price` is the price range.
  const flagName = (key: TermFacetKey | 'Price') => sql.raw(`f_${key.toLowerCase()}`);
  const flagKeys: Array<TermFacetKey | 'Price'> = shape.filters.map(([key]) => key);
  const conditions: SQL[] = shape.filters.map(([key, form]) => termCondition(key, form, colors));
  if (shape.price) {
    conditions.push(sql`${priceColumn} BETWEEN ${bound('price_min')} AND ${bound('price_max')}`);
    flagKeys.push('Price');
  }
  // Per scope row: how many selected filters it fails, and which one (1-based in flagKeys) when it fails one.
  // Each condition is evaluated once, as a boolean column `c<n>` of the inner scan (see scopeCte), and
  // `fails`, `miss` and the keep test read those columns.
  const passed = (index: number) => sql.raw(`p.c${index + 1}`);
  const failCount =
    conditions.length > 0
      ? sql.join(
          conditions.map((_, index) => sql`(NOT ${passed(index)})::int`),
          sql` + `,
        )
      : sql`0`;
  const firstMiss =
    conditions.length > 0
      ? sql`CASE ${sql.join(
          conditions.map((_, index) => sql`WHEN NOT ${passed(index)} THEN ${sql.raw(String(index + 1))}`),
          sql` `,
        )} ELSE 0 END`
      : sql`0`;
  /** The rows that count for a facet (or the price range): those that fail no filter but the facet's own. */
  const countsFor = (key: TermFacetKey | 'Price'): SQL => {
    const index = flagKeys.indexOf(key);
    return index < 0 ? sql`s.fails = 0` : sql`(s.fails = 0 OR s.miss = ${sql.raw(String(index + 1))})`;
  };
  const facetKeys = shape.facetKeys;
  const withFacets = facetKeys.length > 0;
  const countColors = withFacets && facetKeys.includes('Color');
  // A row failing two filters counts for nothing (no facet, no price range, not a hit), and without facets a
  // row failing one does not count either: such rows are dropped before materialising. With facets and at
  // most one filter (a search's default Active=True) no row can be dropped, so the test is left out.
  const keepRows =
    withFacets && conditions.length <= 1
      ? undefined
      : sql`${failCount} <= ${sql.raw(withFacets ? '1' : '0')}`;

  // The inner scan computes the listing columns and one boolean per condition; OFFSET 0 keeps PostgreSQL from
  // flattening it into the outer query, which would copy every condition into `fails`, `miss` and the keep
  // test (each condition evaluated up to three times per scanned row).
  // The colour columns are carried only when colours are counted (the filter is tested in the inner scan).
  const scopeCte = sql`scope AS MATERIALIZED (
      SELECT p.id, p.brand_id, ${countColors ? sql`${colorScopeColumns(colors)}, ` : sql``}p.material_key,
             p.category_id, p.main_category_id, p.active,
             p.price, p.published_at, p.rank, ${direct ? sql`p.from_text, ` : sql``}${failCount} AS fails, ${firstMiss} AS miss
      FROM (
        SELECT p.id, p.brand_id, ${countColors ? sql`p.color_mask, p.color_keys, ` : sql``}p.material_key,
               p.category_id, p.main_category_id, p.active,
               ${priceColumn} AS price, p.published_at, ${text ? sql`p.rank` : sql`0::real`} AS rank${direct ? sql`, p.from_text` : sql``}
               ${sql.join(
                 conditions.map((condition, index) => sql`, (${condition}) AS ${sql.raw(`c${index + 1}`)}`),
                 sql``,
               )}
        FROM ${text ? sql`matched p` : sql`products p`}
        WHERE ${and(scopeConditions)}
        OFFSET 0
      ) p
      ${keepRows ? sql`WHERE ${keepRows}` : sql``}
    )`;
  const withTexts = shape.sortOrder === 'sortOrderName';
  // The page is chosen by a top-N sort (ORDER BY ... LIMIT) of the rows that pass every filter, and only those
  // `take` rows are numbered: a window over the whole scope made PostgreSQL sort every hit (15,620 for 'sofa').
  const order = orderBy(shape.sortOrder, shape.order, text);
  const pageCte = sql`page AS (
      SELECT s.id, row_number() OVER (ORDER BY ${orderBy(shape.sortOrder, shape.order, text, sql`s.name`)})::int AS place
      FROM (
        SELECT s.id, s.price, s.rank, s.published_at, ${withTexts ? sql`t.name` : sql`NULL::text`} AS name
        FROM scope s
        ${withTexts ? sql`JOIN product_translations t ON t.product_id = s.id AND t.language = ${languageLiteral(shape.language)}` : sql``}
        WHERE s.fails = 0
        ORDER BY ${order}
        LIMIT ${bound('take')} OFFSET ${bound('skip')}
      ) s
    )`;

  const ctes: SQL[] = [];
  if (text) {
    ctes.push(
      textMatches(shape.language, shape.text === 'words', shape.sortOrder === 'sortOrderRelevance', direct),
    );
  }
  ctes.push(scopeCte, pageCte);
  const parts: SQL[] = [sql`SELECT 'hit' AS facet, id::text AS key, place AS count FROM page`];
  if (withFacets) {
    const grouped = facetKeys.filter((key): key is Exclude<TermFacetKey, 'Color'> => key !== 'Color');
    const columns = grouped.map((key) => GROUP_COLUMN[key]);
    // One hashed pass for every term facet but Color: GROUPING(a, b, …) has one bit per column, the last
    // column lowest; a bit is 1 when the row is NOT grouped by that column, so the rows of grouping set i
    // have every bit set but i's, and the empty grouping set (all bits) carries the total and price range.
    const all = 2 ** columns.length - 1;
    const maskOf = (index: number) => all - 2 ** (columns.length - 1 - index);
    const aggregates = (from: 'rows' | 'combos'): SQL[] => [
      ...grouped.map((key) =>
        from === 'rows'
          ? sql`count(*) FILTER (WHERE ${countsFor(key)})::int AS ${flagName(key)}`
          : sql`sum(s.${flagName(key)})::int AS ${flagName(key)}`,
      ),
      from === 'rows'
        ? sql`count(*) FILTER (WHERE s.fails = 0)::int AS total`
        : sql`coalesce(sum(s.total), 0)::int AS total`,
      from === 'rows'
        ? sql`min(s.price) FILTER (WHERE ${countsFor('Price')})::int AS price_min`
        : sql`min(s.price_min)::int AS price_min`,
      from === 'rows'
        ? sql`max(s.price) FILTER (WHERE ${countsFor('Price')})::int AS price_max`
        : sql`max(s.price_max)::int AS price_max`,
    ];
    // Two steps: the scope rows are first grouped by all the facet columns at once (one hash of one key per
    // row: a few hundred combinations for thousands of rows), and the grouping sets then add up those
    // combinations; grouping the rows by each facet column directly hashed every row once per facet.
    ctes.push(
      columns.length > 0
        ? sql`combos AS (
            SELECT ${sql.join([...columns, ...aggregates('rows')], sql`, `)}
            FROM scope s GROUP BY ${sql.join(columns, sql`, `)}
          ),
          counted AS (
            SELECT GROUPING(${sql.join(columns, sql`, `)}) AS grouping_mask,
                   ${sql.join([...columns, ...aggregates('combos')], sql`, `)}
            FROM combos s
            GROUP BY GROUPING SETS (${sql.join([...columns.map((column) => sql`(${column})`), sql`()`], sql`, `)})
          )`
        : sql`counted AS (SELECT 0 AS grouping_mask, ${sql.join(aggregates('rows'), sql`, `)} FROM scope s)`,
    );
    grouped.forEach((key, index) => {
      parts.push(sql`SELECT ${key}::text, ${GROUP_KEY[key]}, g.${flagName(key)} FROM counted g
          WHERE g.grouping_mask = ${maskOf(index)} AND g.${flagName(key)} > 0`);
    });
    parts.push(sql`SELECT 'total', NULL, total FROM counted WHERE grouping_mask = ${all}`);
    parts.push(sql`SELECT 'Price:min', NULL, price_min FROM counted WHERE grouping_mask = ${all}`);
    parts.push(sql`SELECT 'Price:max', NULL, price_max FROM counted WHERE grouping_mask = ${all}`);
    if (countColors) {
      const counted = colorCounts(colors, countsFor('Color'));
      ctes.push(...counted.ctes);
      parts.push(...counted.parts);
    }
  } else {
    parts.push(sql`SELECT 'total', NULL, count(*)::int FROM scope`);
  }
  // Whether the full text finds anything (the typo arm's gate): a full-text row in the scope, or else (when
  // the filters kept none; an InitPlan runs only when its value is read) any matching row of the language.
  if (direct) {
    parts.push(sql`SELECT 'texts', NULL, CASE WHEN EXISTS (SELECT 1 FROM scope WHERE from_text)
        OR EXISTS (SELECT 1 FROM product_search p WHERE p.language = ${languageLiteral(shape.language)}
                   AND p.search @@ (SELECT query FROM q)) THEN 1 ELSE 0 END`);
  }
  return sql`WITH ${sql.join(ctes, sql`, `)} ${sql.join(
    parts.map((part) => sql`(${part})`),
    sql` UNION ALL `,
  )}`;
}

/** Listing statements built (`buildStatement`) by shape; a shape past the limit is built on each call. */
const statements = new Map<string, BuiltStatement>();
const MAX_KEPT_STATEMENTS = 256;

/** The statement's rows of a listing; `direct` as in `textMatches` (a text query with a tsquery only). */
async function listingRows(
  db: Database,
  scope: ListingScope,
  input: ListingInput,
  take: number,
  facetKeys: readonly TermFacetKey[],
  direct: boolean,
): Promise<ResultRow[]> {
  const colors = colorPlan(await colorBits(db));
  const shape = listingShape(scope, input, facetKeys, direct, colors);
  const key = JSON.stringify(shape, (_, value) => (typeof value === 'bigint' ? value.toString() : value));
  let built = statements.get(key);
  if (!built) {
    built = buildStatement(listingStatement(shape));
    if (statements.size < MAX_KEPT_STATEMENTS) statements.set(key, built);
  }
  return queryBuilt<ResultRow>(db, built, listingValues(scope, input, take, colors), 'listing');
}

/**
 * Runs a listing: the page of product ids in the chosen order (ties broken by id, so paging never skips or
 * repeats), the number of hits, and, when asked, the facet counts and price range for the current filter.
 *
 * A text query with words runs first without the typo arm (`direct`, one materialisation of the hits fewer:
 * 15-20 % of a full search's statement, decision 0009 stop 34). When the full text finds anything, the
 * typo arm of the complete statement would find nothing, so both statements answer the same; when it finds
 * nothing (a typo, a bare code), the complete statement answers. `textHitsExpected: false` skips the first
 * statement for a caller that knows the full text finds nothing shown.
 */
export async function searchListing(
  db: Database,
  scope: ListingScope,
  input: ListingInput,
  take: number,
  facetKeys: readonly TermFacetKey[],
  { textHitsExpected = true }: { textHitsExpected?: boolean } = {},
): Promise<ListingHits> {
  let rows: ResultRow[] | undefined;
  if (textHitsExpected && input.query && prefixQueryText(input.query) !== null) {
    rows = await listingRows(db, scope, input, take, facetKeys, true);
    if (!rows.some((row) => row.facet === 'texts' && Number(row.count) > 0)) rows = undefined;
  }
  rows ??= await listingRows(db, scope, input, take, facetKeys, false);

  const hits: Array<{ id: number; place: number }> = [];
  const terms: ListingHits['terms'] = {};
  let total = 0;
  let min: number | null = null;
  let max: number | null = null;
  for (const row of rows) {
    if (row.facet === 'hit') hits.push({ id: Number(row.key), place: Number(row.count) });
    else if (row.facet === 'texts') continue;
    else if (row.facet === 'total') total = Number(row.count);
    else if (row.facet === 'Price:min') min = row.count === null ? null : Number(row.count);
    else if (row.facet === 'Price:max') max = row.count === null ? null : Number(row.count);
    else if (row.key !== null && row.count !== null) {
      const facet = row.facet as TermFacetKey;
      const list = terms[facet] ?? [];
      list.push({ key: row.key, count: Number(row.count) });
      terms[facet] = list;
    }
  }
  hits.sort((a, b) => a.place - b.place);
  return {
    ids: hits.map((hit) => hit.id),
    total,
    terms,
    priceRange: min !== null && max !== null ? { min, max } : null,
  };
}
