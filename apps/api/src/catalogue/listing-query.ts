import {
  CATALOGUE_MAX_TAKE,
  CATALOGUE_SORT_ORDERS,
  type CatalogueSortOrder,
  catalogueQuerySchema,
  PRICE_RANGE_MESSAGE,
} from '@storefront/api-client';
import { decodeCategoryQuery, FILTER_PREFIX, splitFilterValue } from '@storefront/api-client/wire-rules';
import { ACTIVE_FACET_KEY, DEFAULT_ACTIVE_FILTER, DEFAULT_SORT_ORDER } from '@storefront/domain';
import { ApiError, parseInput } from '../http/api-error';

/** Term facets the server computes. 'MainCategory' is offered by search only. */
export const TERM_FACET_KEYS = ['Brand', 'Color', 'Material', 'Category', 'MainCategory', 'Active'] as const;
/** A term facet key. */
export type TermFacetKey = (typeof TERM_FACET_KEYS)[number];
/** The one range facet: price in SEK, excluding VAT unless priceInclVAT=true. */
export const PRICE_FACET_KEY = 'Price';

/** The sorters, in the order offered; `sortOrderLatest` is the default (spec §4). */
export const SORT_ORDERS = CATALOGUE_SORT_ORDERS;
/** A sorter key. */
export type SortOrder = CatalogueSortOrder;

/** The largest page the listing serves. */
export const MAX_TAKE = CATALOGUE_MAX_TAKE;

/** A parsed listing request (category products or full search). */
export interface ListingInput {
  skip: number;
  /** Undefined means the page's own size (itemsPerLoad, default 24). */
  take: number | undefined;
  includeFacets: boolean;
  inStock: boolean;
  sortOrder: SortOrder;
  /** Direction override of the sorter's main key. */
  order: 'asc' | 'desc' | undefined;
  query: string;
  selectedModel: string | undefined;
  inclVat: boolean;
  /** Selected terms per term facet (Active defaults to True: discontinued products hidden). */
  terms: Partial<Record<TermFacetKey, string[]>>;
  /** Selected price range in SEK. */
  price: { min: number; max: number } | undefined;
}

/**
 * Reads the query pairs of spec §7: skip, take, includeFacets, instock, sortOrder, order, query,
 * selectedModel, Active, and `filter::{facet}` pairs whose values are joined by semicolons
 * (`filter::Color=black;grey`). The price range is `filter::Price=min-max` (also `min;max`). Any other
 * parameter (utm_*, gclid …) is ignored; an unknown `filter::` facet or a bad value is a 400 naming it.
 */
export function parseListingQuery(raw: Record<string, unknown>): ListingInput {
  // The pairs are read by the codec the client writes them with; the bounds and messages are this server's.
  const decoded = decodeCategoryQuery(raw, { rangeKeys: [PRICE_FACET_KEY] });
  const parsed = parseInput(catalogueQuerySchema, decoded.params);
  const terms: ListingInput['terms'] = {};
  const problems = new Map<string, string>();
  for (const [key, values] of Object.entries(decoded.query.facets)) {
    if ((TERM_FACET_KEYS as readonly string[]).includes(key)) {
      if (values.length > 0) terms[key as TermFacetKey] = values;
    } else {
      problems.set(
        `${FILTER_PREFIX}${key}`,
        `Unknown facet '${key}'; facets are ${[...TERM_FACET_KEYS, PRICE_FACET_KEY].join(', ')}`,
      );
    }
  }
  for (const name of Object.keys(decoded.invalid)) {
    if (name.startsWith(FILTER_PREFIX)) problems.set(name, `${name} ${PRICE_RANGE_MESSAGE}`);
  }
  // Fields in the order the pairs came, as a reader of the 400 would look for them.
  const fields: Record<string, string> = {};
  for (const name of Object.keys(raw)) {
    const problem = problems.get(name);
    if (problem !== undefined) fields[name] = problem;
  }
  const priceRange = decoded.query.ranges.find((range) => range.key === PRICE_FACET_KEY);
  const price = priceRange ? { min: priceRange.min, max: priceRange.max } : undefined;
  const active = decoded.query.active ?? (terms.Active ? undefined : splitFilterValue(DEFAULT_ACTIVE_FILTER));
  if (active !== undefined) {
    const values = active.map((term) => term.toLowerCase());
    if (values.length === 0 || values.some((term) => term !== 'true' && term !== 'false')) {
      fields[ACTIVE_FACET_KEY] = `${ACTIVE_FACET_KEY} must be True, False or True;False`;
    } else {
      terms.Active = values.map((term) => (term === 'true' ? 'True' : 'False'));
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'VALIDATION_FAILED', `Invalid query: ${Object.keys(fields).join(', ')}`, fields);
  }
  const defaultSort: SortOrder = parsed.query ? 'sortOrderRelevance' : (DEFAULT_SORT_ORDER as SortOrder);
  return {
    skip: parsed.skip,
    take: parsed.take,
    includeFacets: parsed.includeFacets,
    inStock: parsed.instock,
    sortOrder: parsed.sortOrder ?? defaultSort,
    order: parsed.order,
    query: parsed.query,
    selectedModel: parsed.selectedModel || undefined,
    inclVat: parsed.priceInclVAT,
    terms,
    price,
  };
}
