import type { Language } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { parseListingQuery } from '../catalogue/listing-query';
import { searchListing } from '../catalogue/listing-search';
import { languageLiteral, prefixTsQuery } from '../catalogue/text-query';
import { type Database, queryRows } from '../db/database';

/** How many of the newest full-text hits quick search ranks to choose its products (by default). */
export const QUICK_SEARCH_RANKED_CANDIDATES = 200;

/** The products quick search shows (best first) and how many products match in all. */
export interface QuickProductHits {
  ids: number[];
  total: number;
}

interface Row {
  /** A shown product ('hit', `place` its order), or the number of text hits ('texts') or of code hits ('codes'). */
  kind: 'hit' | 'texts' | 'codes';
  id: number | null;
  place: number;
}

/*
 * Quick search answers as the shopper types, so it must be fast without the response cache too. The full
 * listing ranks every hit (ts_rank reads each hit's whole search document: 16,000 of them for 'sofa') to pick
 * a page. Here the hits are read once without their documents (product id and publication date from the
 * per-language GIN index and the narrow product_search heap), which gives the exact number of hits; only the
 * QUICK_SEARCH_RANKED_CANDIDATES newest hits (a top-N sort of those small rows) are ranked by the weighted
 * text rank, and the best `limit` of them are shown. For a query with at most that many hits the choice is
 * exactly the full listing's; for a broad word it is the most relevant of the newest matches. Exact product
 * codes, el-numbers and alternative numbers that the text does not find follow the ranked hits, as in the
 * listing. A query the full text cannot read or does not find (a typo, a bare el-number) goes through the
 * listing, which then tries trigram matches on the name.
 *
 * The statement is a named (prepared) one, planned once per connection: the tsquery is computed once (`q`,
 * an InitPlan) because a generic plan does not fold it to a constant, and the language is written into the
 * text so that the generic plan can use the per-language partial GIN index.
 */
export async function quickProductSearch(
  db: Database,
  language: Language,
  query: string,
  limit: number,
  candidates: number = QUICK_SEARCH_RANKED_CANDIDATES,
): Promise<QuickProductHits> {
  const tsquery = prefixTsQuery(language, query);
  if (tsquery) {
    const lang = languageLiteral(language);
    const rows = await queryRows<Row>(
      db,
      sql`WITH q AS MATERIALIZED (SELECT ${tsquery} AS query),
          hits AS MATERIALIZED (
            SELECT p.product_id AS id, p.published_at FROM product_search p
            WHERE p.language = ${lang} AND p.search @@ (SELECT query FROM q) AND p.visible AND p.active
          ),
          newest AS (
            SELECT id FROM hits ORDER BY published_at DESC, id DESC LIMIT ${candidates}
          ),
          ranked AS (
            SELECT s.product_id AS id, row_number() OVER (
                     ORDER BY ts_rank(s.search, (SELECT query FROM q)) DESC, s.published_at DESC, s.product_id DESC
                   )::int AS place
            FROM newest n JOIN product_search s ON s.product_id = n.id AND s.language = ${lang}
          ),
          codes AS (
            SELECT c.id, row_number() OVER (ORDER BY c.published_at DESC, c.id DESC)::int AS place FROM products c
            WHERE (c.code = ${query} OR c.el_number = ${query} OR c.alternative_product_number = ${query})
              AND c.visible AND c.active AND NOT EXISTS (SELECT 1 FROM hits h WHERE h.id = c.id)
          )
          (SELECT 'hit' AS kind, id, place FROM ranked WHERE place <= ${limit})
          UNION ALL (SELECT 'hit', id, ${candidates} + place FROM codes WHERE place <= ${limit})
          UNION ALL (SELECT 'texts', NULL, count(*)::int FROM hits)
          UNION ALL (SELECT 'codes', NULL, count(*)::int FROM codes)`,
      'quick_search',
    );
    const count = (kind: Row['kind']) => Number(rows.find((row) => row.kind === kind)?.place ?? 0);
    // Without text hits the listing also tries typo matches on the name: leave that case to it.
    if (count('texts') > 0) {
      const total = count('texts') + count('codes');
      const ids = rows
        .filter((row) => row.kind === 'hit' && row.id !== null)
        .map((row) => ({ id: Number(row.id), place: Number(row.place) }))
        .sort((a, b) => a.place - b.place)
        .slice(0, limit)
        .map((row) => row.id);
      return { ids, total };
    }
  }
  const input = parseListingQuery({ query, includeFacets: 'false', sortOrder: 'sortOrderRelevance' });
  // No shown product matches the full text here, so the listing's statement without the typo arm would find
  // nothing to show either: go straight to the complete one.
  const hits = await searchListing(db, { language }, input, limit, [], { textHitsExpected: false });
  return { ids: hits.ids, total: hits.total };
}
