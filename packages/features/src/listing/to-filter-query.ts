import type { FilterQuery } from '@storefront/api-client';
import { ACTIVE_FACET_KEY, DEFAULT_SORT_ORDER, type FilterState } from '@storefront/domain';

/** The paging part of a listing request. */
export interface ListingWindow {
  /** Items to skip. */
  skip: number;
  /** Items to take. */
  take: number;
  /** Ask for facets (first batch) or reuse the held ones (later batches). */
  includeFacets: boolean;
}

/**
 * The API client's filter for a listing's filter state (the address side lives in @storefront/domain):
 * facets without `Active`, which travels as its own flag (False, alone or with True, includes
 * discontinued products), ranges as a list, and the default sorter when none is chosen.
 * @example
 * toFilterQuery(parseFilterUrl('Color=red;blue&inStock=true'), { skip: 0, take: 24, includeFacets: true })
 * // { skip: 0, take: 24, includeFacets: true, inStock: true, sortOrder: 'sortOrderLatest', active: true,
 * //   facets: { Color: ['red', 'blue'] }, ranges: [] }
 */
export function toFilterQuery(filters: FilterState, window: ListingWindow): FilterQuery {
  const { [ACTIVE_FACET_KEY]: active = [], ...facets } = filters.facets;
  return {
    skip: window.skip,
    take: window.take,
    includeFacets: window.includeFacets,
    inStock: filters.inStock,
    sortOrder: filters.sortOrder ?? DEFAULT_SORT_ORDER,
    active: !active.includes('False'),
    facets,
    ranges: Object.entries(filters.ranges).map(([key, range]) => ({ key, min: range.min, max: range.max })),
    ...(filters.query && { query: filters.query }),
    ...(filters.selectedModel && { selectedModel: filters.selectedModel }),
    ...(filters.order && { order: filters.order }),
  };
}
