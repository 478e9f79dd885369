import { ACTIVE_FACET_KEY, DEFAULT_ACTIVE_FILTER } from '../constants';

/** A chosen range of a range facet (e.g. price), both ends included. */
export interface RangeFilter {
  /** Lower end. */
  min: number;
  /** Upper end. */
  max: number;
}

/**
 * The listing filter as the address carries it (spec §2, §3): paging, sorting, in-stock toggle, query,
 * selected facet values, chosen ranges, and the tracking parameters that ride along untouched.
 * Plain data, so it can live in the store and be serialised with the SSR state.
 */
export interface FilterState {
  /** Items to skip (paging). Absent = 0. */
  skip?: number;
  /** Items to take. Absent = the page size. */
  take?: number;
  /** Sorter key, e.g. 'sortOrderLatest'. Absent = the listing's default sorter. */
  sortOrder?: string;
  /** Sort direction or order key passed to the category call as `order`. */
  order?: string;
  /** Only products in stock. */
  inStock: boolean;
  /** Free-text query. */
  query?: string;
  /** Selected product model. */
  selectedModel?: string;
  /** Selected values per facet key, in selection order; `Active` is one of them. Keys with no values are absent. */
  facets: Readonly<Record<string, readonly string[]>>;
  /** Chosen ranges per range-facet key. */
  ranges: Readonly<Record<string, RangeFilter>>;
  /** Tracking parameters (utm_*, gclid, _ga, _gl, hsa_*) as [key, value] in address order; never filters. */
  tracking: ReadonlyArray<readonly [string, string]>;
}

/** A filter state with nothing chosen, optionally starting from some fields. */
export function createFilterState(init: Partial<FilterState> = {}): FilterState {
  return { inStock: false, facets: {}, ranges: {}, tracking: [], ...init };
}

// Every filter change starts the listing again from the first item, so paging is dropped.
function withoutPaging(state: FilterState): FilterState {
  const { skip: _skip, ...rest } = state;
  return rest;
}

/**
 * Sets the selected values of one facet; an empty list removes the facet.
 *
 * @example
 * setFacetValues(state, 'Color', ['red', 'blue']).facets.Color; // ['red', 'blue']
 */
export function setFacetValues(state: FilterState, key: string, values: readonly string[]): FilterState {
  const { [key]: _old, ...others } = state.facets;
  const unique = [...new Set(values.filter((value) => value !== ''))];
  return withoutPaging({ ...state, facets: unique.length > 0 ? { ...others, [key]: unique } : others });
}

/**
 * Selects a facet value, or unselects it when already selected (spec §4: toggling a value updates state and address).
 *
 * @example
 * toggleFacetValue(createFilterState(), 'Color', 'red').facets; // { Color: ['red'] }
 */
export function toggleFacetValue(state: FilterState, key: string, value: string): FilterState {
  const current = Object.hasOwn(state.facets, key) ? (state.facets[key] ?? []) : [];
  return setFacetValues(
    state,
    key,
    current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
  );
}

/** Sets or (with null) removes the range of a range facet. */
export function setRangeFilter(state: FilterState, key: string, range: RangeFilter | null): FilterState {
  const { [key]: _old, ...others } = state.ranges;
  return withoutPaging({
    ...state,
    ranges: range ? { ...others, [key]: { min: range.min, max: range.max } } : others,
  });
}

/** Turns the in-stock-only toggle on or off. */
export function setInStock(state: FilterState, inStock: boolean): FilterState {
  return withoutPaging({ ...state, inStock });
}

/** Chooses a sorter; null returns to the default sorter. */
export function setSortOrder(state: FilterState, sortOrder: string | null): FilterState {
  const { sortOrder: _old, ...rest } = withoutPaging(state);
  return sortOrder ? { ...rest, sortOrder } : rest;
}

/** Sets the paging window, e.g. when more items have loaded and the address is rewritten. */
export function setPaging(state: FilterState, paging: { skip?: number; take?: number }): FilterState {
  return { ...state, ...paging };
}

/**
 * Clears the filters (spec §4): tracking parameters stay, `Active` goes back to 'True', in-stock goes off,
 * every other facet, range, selected model and paging is dropped. Query, sorter, order and take stay:
 * they are not filters.
 *
 * @example
 * clearFilters(parseFilterUrl('Color=red&inStock=true&utm_source=mail')); // Active=True&utm_source=mail
 */
export function clearFilters(state: FilterState): FilterState {
  const { skip: _skip, selectedModel: _model, ...rest } = state;
  return { ...rest, inStock: false, facets: { [ACTIVE_FACET_KEY]: [DEFAULT_ACTIVE_FILTER] }, ranges: {} };
}

/**
 * The state for a new category (spec §4: a category change resets facets, selected model and sorter).
 * Query, in-stock, take and tracking parameters carry over.
 */
export function resetFiltersForCategoryChange(state: FilterState): FilterState {
  return createFilterState({
    inStock: state.inStock,
    tracking: state.tracking,
    ...(state.query !== undefined && { query: state.query }),
    ...(state.take !== undefined && { take: state.take }),
  });
}

/**
 * How many filters the shopper has chosen, for a "Filter (n)" label: each facet value, each range and
 * the in-stock toggle count one; `Active` set to its default 'True' does not count.
 */
export function countActiveFilters(state: FilterState): number {
  let count = state.inStock ? 1 : 0;
  for (const [key, values] of Object.entries(state.facets)) {
    const isDefaultActive =
      key === ACTIVE_FACET_KEY && values.length === 1 && values[0] === DEFAULT_ACTIVE_FILTER;
    if (!isDefaultActive) count += values.length;
  }
  return count + Object.keys(state.ranges).length;
}
