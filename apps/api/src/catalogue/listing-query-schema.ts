import { CATALOGUE_MAX_SKIP, CATALOGUE_MAX_TAKE, CATALOGUE_SORT_ORDERS } from '@storefront/api-client';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_PREFIX,
  FILTER_VALUE_SEPARATOR,
  RANGE_SEPARATOR,
} from '@storefront/api-client/wire-rules';
import { z } from 'zod';
import { PRICE_FACET_KEY } from './listing-query';

/*
 * The category listing's query pairs as the OpenAPI document describes them. The pairs are read by
 * `parseListingQuery` (repeated pairs, `filter::` keys, ranges), so this schema only describes: every pair is
 * text, or a list of texts when repeated, and passes through unchanged, whatever else the query holds.
 */

/** One pair's value as the query string parser gives it: text, or a list when the pair is repeated. */
const pair = (description: string, examples: string[]) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .meta({ description, examples });

const joined = `joined by \`${FILTER_VALUE_SEPARATOR}\``;

/** A term facet's filter pair: the selected term keys (as the answer's `facets[].terms[].key`). */
const termFilter = (facet: string, examples: string[]) =>
  pair(
    `Products with any of these ${facet} terms (term keys ${joined}, from the answer's facet \`${facet}\`). Facets combine with AND, terms of one facet with OR.`,
    examples,
  );

/** The term facets a category listing offers, with example values. */
const TERM_FILTERS = {
  Category: ['sofas'],
  Brand: ['nordform', `nordform${FILTER_VALUE_SEPARATOR}tretopp`],
  Color: ['black', `black${FILTER_VALUE_SEPARATOR}grey`],
  Material: ['oak'],
} as const;

/** Search adds the main category facet to the category listing's. */
const SEARCH_TERM_FILTERS = { MainCategory: ['furniture'], ...TERM_FILTERS } as const;

/** The listing pairs shared by category listings and full search, with the sorter default of each. */
function listingPairs(termFilters: Record<string, readonly string[]>, defaultSort: string) {
  return {
    skip: pair(`Products to skip (paging), 0 to ${CATALOGUE_MAX_SKIP}; default 0.`, ['0', '24']),
    take: pair(
      `Page size, 1 to ${CATALOGUE_MAX_TAKE}; default the category's items per load (${DEFAULT_PAGE_SIZE}).`,
      ['24'],
    ),
    sortOrder: pair(`The sorter: one of ${CATALOGUE_SORT_ORDERS.join(', ')}; default ${defaultSort}.`, [
      'sortOrderPriceAsc',
    ]),
    order: pair('Direction of the sorter: asc or desc; default the sorter’s own.', ['desc']),
    instock: pair('true: only products in stock; default false.', ['true']),
    includeFacets: pair('false: answer `facets: []` (faster for appended pages); default true.', ['false']),
    priceInclVAT: pair('true: prices and the price range including VAT; default false.', ['true']),
    Active: pair(
      `Active products (True), discontinued (False) or both (True${FILTER_VALUE_SEPARATOR}False); default True.`,
      ['True'],
    ),
    ...Object.fromEntries(
      Object.entries(termFilters).map(([facet, examples]) => [
        `${FILTER_PREFIX}${facet}`,
        termFilter(facet, [...examples]),
      ]),
    ),
    [`${FILTER_PREFIX}${PRICE_FACET_KEY}`]: pair(
      `Price range in SEK, \`min${RANGE_SEPARATOR}max\` (whole or decimal, either order; also \`min${FILTER_VALUE_SEPARATOR}max\`). Signed-in customers only: ignored for anonymous visitors, who see no prices.`,
      [`1000${RANGE_SEPARATOR}5000`],
    ),
  };
}

/** The query pairs of GET api/categories/{id}/products (spec §7), described for the OpenAPI document. */
export const listingQueryDocsSchema = z.looseObject(listingPairs(TERM_FILTERS, 'sortOrderLatest'));

/**
 * The listing pairs of GET api/search (spec §7) besides `query`, which the search route validates itself:
 * the same pairs as a category listing, with the main category facet and relevance first by default.
 */
export const searchListingPairsDocs = listingPairs(SEARCH_TERM_FILTERS, 'sortOrderRelevance');

/** The operation's description: how the pairs combine, with calls a reader can copy. */
export const LISTING_QUERY_DESCRIPTION = [
  "A page of the category's products (and of its subcategories) with facets, sorters and the number of hits.",
  '',
  `Filters are \`${FILTER_PREFIX}{facet}\` pairs, one per facet key of the answer's \`facets\` (${[...Object.keys(TERM_FILTERS), 'Active', PRICE_FACET_KEY].join(', ')}); their values are the facet's term keys ${joined}. \`${FILTER_PREFIX}${PRICE_FACET_KEY}\` takes a range \`min${RANGE_SEPARATOR}max\`. An unknown facet or a bad value answers 400 naming the pair. Other pairs (utm_*, gclid, ...) are ignored.`,
  '',
  'Examples:',
  '- `GET /api/categories/12/products?skip=0&take=24&sortOrder=sortOrderPriceAsc`',
  `- \`GET /api/categories/12/products?filter::Color=black${FILTER_VALUE_SEPARATOR}grey&filter::Price=1000${RANGE_SEPARATOR}5000&instock=true\``,
  '- `GET /api/categories/12/products?skip=24&take=24&includeFacets=false` (the next page, appended)',
].join('\n');

/** GET api/search's description: the listing pairs as for a category, with examples. */
export const SEARCH_QUERY_DESCRIPTION = [
  'Products, content pages and categories matching `query`, products with facets and sorters (relevance first).',
  '',
  `The product part takes the category listing's pairs: \`${FILTER_PREFIX}{facet}\` filters (${[...Object.keys(SEARCH_TERM_FILTERS), 'Active', PRICE_FACET_KEY].join(', ')}) with term keys ${joined}, skip, take, sortOrder, order, instock, includeFacets, priceInclVAT.`,
  '',
  'Examples:',
  '- `GET /api/search?query=sofa&take=24`',
  `- \`GET /api/search?query=oak%20chair&filter::Color=black${FILTER_VALUE_SEPARATOR}grey&sortOrder=sortOrderPriceAsc\``,
].join('\n');
