import {
  boundedText,
  type CategoryHit,
  type ContentHit,
  codeField,
  DEFAULT_PAGE_SIZE,
  FIELD_MESSAGES,
  type Language,
  type QuickSearchResult,
  type SearchResult,
  type Suggestions,
  type VariationCodeSearchResult,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import {
  MAIN_CATEGORY_FACET_KEY,
  QUICK_SEARCH_MAX_CATEGORIES,
  QUICK_SEARCH_MAX_CONTENT,
  QUICK_SEARCH_MAX_PRODUCTS,
  QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS,
  QUICK_SEARCH_MIN_QUERY_LENGTH,
  seesPrices,
} from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueResponder } from '../catalogue/catalogue-responder';
import { toFacets, toSorters } from '../catalogue/facets';
import { parseListingQuery, type TermFacetKey } from '../catalogue/listing-query';
import { SEARCH_QUERY_DESCRIPTION, searchListingPairsDocs } from '../catalogue/listing-query-schema';
import { searchListing } from '../catalogue/listing-search';
import type { CatalogueLookups } from '../catalogue/lookups';
import { hideVariationPrice, loadProductCards, loadProducts } from '../catalogue/product-cards';
import { languageLiteral, prefixTsQuery } from '../catalogue/text-query';
import { type Database, queryRows } from '../db/database';
import { ApiError } from '../http/api-error';
import { contentLanguage } from '../http/language';
import { routeResponses } from '../http/route-responses';
import { THUMBNAIL_SIZE } from '../seed/image-urls';
import { quickProductSearch } from './quick-product-search';

const QUERY_MAX = 200;
const queryText = boundedText(QUERY_MAX, `query must be 1-${QUERY_MAX} characters`);

/** A query pair given more than once counts with its last value. */
function last(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function lastValue<S extends z.ZodType>(schema: S) {
  return z.preprocess(last, schema);
}

// Loose: pairs the schema does not name stay in the query (the listing and the cache key read them).
const searchQuerySchema = z.looseObject({ ...searchListingPairsDocs, query: lastValue(queryText) });
const quickQuerySchema = z.looseObject({
  query: lastValue(
    queryText.refine((value) => value.length >= QUICK_SEARCH_MIN_QUERY_LENGTH, {
      error: `query must be at least ${QUICK_SEARCH_MIN_QUERY_LENGTH} characters`,
    }),
  ),
});
const suggestionsQuerySchema = z.looseObject({ query: lastValue(queryText) });
const codeQuerySchema = z.looseObject({
  query: lastValue(codeField.max(18, { error: FIELD_MESSAGES.materialId })),
  // An empty `take=` is no take.
  take: z.preprocess(
    (value) => last(value) || undefined,
    z.coerce.number().int().min(1).max(50, { error: 'take must be a whole number from 1 to 50' }).default(10),
  ),
});

/** Content pages (searchable ones) matching a query, best first. */
async function searchContent(
  db: Database,
  language: Language,
  query: string,
  limit: number,
): Promise<{ hits: ContentHit[]; total: number }> {
  const tsquery = prefixTsQuery(language, query);
  const match = tsquery ? sql`(search @@ ${tsquery} OR ${query} <% title)` : sql`${query} <% title`;
  const rows = await queryRows<{ title: string; url: string; total: number }>(
    db,
    sql`SELECT title, url, count(*) OVER ()::int AS total FROM pages
        WHERE language = ${languageLiteral(language)} AND searchable AND ${match}
        ORDER BY ${tsquery ? sql`ts_rank(search, ${tsquery}) DESC,` : sql``}
                 word_similarity(${query}, title) DESC, id
        LIMIT ${limit}`,
    'search_content',
  );
  return { hits: rows.map((row) => ({ name: row.title, url: row.url })), total: rows[0]?.total ?? 0 };
}

/** Categories whose name matches a query (prefix of a word, or a close spelling), best first. */
async function searchCategories(
  db: Database,
  language: Language,
  query: string,
  limit: number,
): Promise<{ hits: CategoryHit[]; total: number }> {
  const rows = await queryRows<{ name: string; url: string; total: number }>(
    db,
    sql`SELECT name, url, count(*) OVER ()::int AS total FROM category_translations
        WHERE language = ${languageLiteral(language)}
          AND (${query} <% name OR name ILIKE ${`%${query.replace(/[\\%_]/g, '\\$&')}%`})
        ORDER BY word_similarity(${query}, name) DESC, length(url), name
        LIMIT ${limit}`,
    'search_categories',
  );
  return {
    hits: rows.map((row) => ({ heading: row.name, link: { url: row.url } })),
    total: rows[0]?.total ?? 0,
  };
}

/** What the search routes read from. */
export interface SearchRoutesOptions {
  db: Database;
  lookups: () => Promise<CatalogueLookups>;
  respond: CatalogueResponder;
}

const tags = ['search'];
/** A search route's answers: its result, or 400 for a query the schema refuses. */
const answering = (answer: z.ZodType) => routeResponses({ 200: answer });

/** api/search, api/search/quick-search, api/search/suggestions and api/search/variation-code-search. */
export const searchRoutes: FastifyPluginAsyncZod<SearchRoutesOptions> = async (
  app,
  { db, lookups, respond },
) => {
  app.get(
    '/api/search',
    {
      schema: {
        tags,
        description: SEARCH_QUERY_DESCRIPTION,
        querystring: searchQuerySchema,
        response: answering(responseSchemas.searchResult),
      },
    },
    (request, reply) =>
      respond(
        request,
        reply,
        async (audience): Promise<SearchResult> => {
          const input = parseListingQuery(request.query);
          const language = contentLanguage(request);
          const catalogue = await lookups();
          const facetKeys: TermFacetKey[] = [
            MAIN_CATEGORY_FACET_KEY as 'MainCategory',
            'Category',
            'Brand',
            'Color',
            'Material',
            'Active',
          ];
          const [hits, content, categories] = await Promise.all([
            searchListing(db, { language }, input, input.take ?? DEFAULT_PAGE_SIZE, facetKeys),
            searchContent(db, language, input.query, 20),
            searchCategories(db, language, input.query, 20),
          ]);
          const prices = seesPrices(audience);
          const result = await loadProductCards(
            db,
            hits.ids,
            language,
            catalogue.tree,
            input.inclVat,
            prices,
          );
          return {
            productResult: {
              result,
              facets: input.includeFacets
                ? toFacets(hits, input, facetKeys, language, catalogue, prices)
                : [],
              numberOfHits: hits.total,
              sorters: toSorters(input, language),
            },
            contentResult: { result: content.hits, facets: [], sorters: [], numberOfHits: content.total },
            categoryResult: {
              result: categories.hits,
              facets: [],
              sorters: [],
              numberOfHits: categories.total,
            },
          };
        },
        { shapedForAudience: true },
      ),
  );

  app.get(
    '/api/search/quick-search',
    {
      schema: { tags, querystring: quickQuerySchema, response: answering(responseSchemas.quickSearchResult) },
    },
    (request, reply) =>
      respond(
        request,
        reply,
        async (audience): Promise<QuickSearchResult> => {
          const { query } = request.query;
          const language = contentLanguage(request);
          const catalogue = await lookups();
          const [hits, content, categories] = await Promise.all([
            quickProductSearch(db, language, query, QUICK_SEARCH_MAX_PRODUCTS),
            searchContent(db, language, query, QUICK_SEARCH_MAX_CONTENT),
            searchCategories(db, language, query, QUICK_SEARCH_MAX_CATEGORIES),
          ]);
          // Spec §9: up to 5 products, or 3 when categories or content also have hits.
          const productLimit =
            categories.total > 0 || content.total > 0
              ? QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS
              : QUICK_SEARCH_MAX_PRODUCTS;
          const products = await loadProductCards(
            db,
            hits.ids.slice(0, productLimit),
            language,
            catalogue.tree,
            false,
            seesPrices(audience),
          );
          return {
            productHits: hits.total,
            categoryHits: categories.total,
            contentHits: content.total,
            products,
            categories: categories.hits,
            content: content.hits,
          };
        },
        { shapedForAudience: true },
      ),
  );

  app.get(
    '/api/search/suggestions',
    {
      schema: { tags, querystring: suggestionsQuerySchema, response: answering(responseSchemas.suggestions) },
    },
    (request, reply) =>
      respond(request, reply, async (): Promise<Suggestions> => {
        const { query } = request.query;
        const language = contentLanguage(request);
        const lowered = query.toLowerCase();
        const rows = await queryRows<{ term: string }>(
          db,
          sql`SELECT term FROM search_terms
          WHERE language = ${language} AND (term LIKE ${`${lowered.replace(/[\\%_]/g, '\\$&')}%`} OR ${lowered} <% term)
          ORDER BY (term LIKE ${`${lowered.replace(/[\\%_]/g, '\\$&')}%`}) DESC, word_similarity(${lowered}, term) DESC,
                   popularity DESC, term
          LIMIT 8`,
        );
        return rows.map((row) => row.term);
      }),
  );

  app.get(
    '/api/search/variation-code-search',
    {
      schema: {
        tags,
        querystring: codeQuerySchema,
        response: answering(responseSchemas.variationCodeSearchResult),
      },
    },
    (request, reply) =>
      respond(request, reply, async (): Promise<VariationCodeSearchResult> => {
        const { query, take } = request.query;
        const language = contentLanguage(request);
        const catalogue = await lookups();
        const prefix = `${query.toUpperCase().replace(/[\\%_]/g, '\\$&')}%`;
        const rows = await queryRows<{ code: string; product_id: number; total: number }>(
          db,
          sql`SELECT v.code, v.product_id, count(*) OVER ()::int AS total
          FROM variations v JOIN products p ON p.id = v.product_id
          WHERE p.visible AND v.code LIKE ${prefix}
          ORDER BY v.code
          LIMIT ${take}`,
        );
        if (rows.length === 0) return { results: [], numberOfHits: 0 };
        const products = await loadProducts(
          db,
          [...new Set(rows.map((row) => row.product_id))],
          language,
          catalogue.tree,
          false,
        );
        const results = rows.flatMap((row) => {
          const product = products.get(row.product_id);
          const variation = product?.variations.find((item) => item.code === row.code);
          if (!product || !variation) return [];
          const shown = product.row.hide_price ? hideVariationPrice(variation) : variation;
          return [
            {
              code: variation.code,
              productCode: product.row.code,
              name: variation.name,
              url: product.row.url,
              image: variation.images[0] ?? { ...variation.thumbnail, ...THUMBNAIL_SIZE },
              price: product.row.hide_price ? null : shown.price,
              inStockQuantity: variation.stock.stockQuantity,
              active: product.row.active,
              isBuyable: variation.isBuyable,
              maxQuantity: variation.maxQuantity,
            },
          ];
        });
        if (results.length !== rows.length)
          throw new ApiError(500, 'INTERNAL_ERROR', 'Internal server error.');
        return { results, numberOfHits: rows[0]?.total ?? 0 };
      }),
  );
};
