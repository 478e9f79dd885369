import { ACTIVE_FACET_KEY, DEFAULT_ACTIVE_FILTER, DEFAULT_PAGE_SIZE, DEFAULT_SORT_ORDER } from '../constants';
import type { FilterState } from './filter-state';
import { FACET_VALUE_SEPARATOR, formatRangeValue } from './filter-url';
import { firstParam, type SearchParamsLike } from './search-params-like';

/** Prefix of a facet key in the category call's query pairs (spec §7). */
export const CATEGORY_FILTER_PREFIX = 'filter::';

/** Options of the category call. */
export interface CategoryQueryOptions {
  /** Ask the server for facets too (first load yes, further batches no). @default true */
  includeFacets?: boolean;
  /** Batch size when the state has no take: the page's itemsPerLoad. @default 24 */
  take?: number;
}

/**
 * The query pairs of `GET api/categories/{id}/products` (spec §7) for a filter state, in this order:
 * skip, take, includeFacets, instock, sortOrder, Active, one `filter::<key>` per facet (values joined by
 * ';') and per range (`<min>-<max>`), then query, selectedModel and order when set. `instock` and
 * `includeFacets` are always sent as 'true'/'false'; Active defaults to 'True', sortOrder to
 * 'sortOrderLatest'. Tracking parameters are never sent.
 *
 * @example
 * new URLSearchParams(toCategoryQueryPairs(parseFilterUrl('Color=red;blue'), { take: 12 })).toString();
 * // 'skip=0&take=12&includeFacets=true&instock=false&sortOrder=sortOrderLatest&Active=True&filter%3A%3AColor=red%3Bblue'
 */
export function toCategoryQueryPairs(
  state: FilterState,
  options: CategoryQueryOptions = {},
): Array<[string, string]> {
  const pairs: Array<[string, string]> = [
    ['skip', String(state.skip ?? 0)],
    ['take', String(state.take ?? options.take ?? DEFAULT_PAGE_SIZE)],
    ['includeFacets', String(options.includeFacets ?? true)],
    ['instock', String(state.inStock)],
    ['sortOrder', state.sortOrder ?? DEFAULT_SORT_ORDER],
    ['Active', (state.facets[ACTIVE_FACET_KEY] ?? [DEFAULT_ACTIVE_FILTER]).join(FACET_VALUE_SEPARATOR)],
  ];
  for (const [key, values] of Object.entries(state.facets)) {
    if (key !== ACTIVE_FACET_KEY && values.length > 0) {
      pairs.push([`${CATEGORY_FILTER_PREFIX}${key}`, values.join(FACET_VALUE_SEPARATOR)]);
    }
  }
  for (const [key, range] of Object.entries(state.ranges)) {
    pairs.push([`${CATEGORY_FILTER_PREFIX}${key}`, formatRangeValue(range)]);
  }
  if (state.query) pairs.push(['query', state.query]);
  if (state.selectedModel) pairs.push(['selectedModel', state.selectedModel]);
  if (state.order) pairs.push(['order', state.order]);
  return pairs;
}

/** The category call's query as the server reads it: the inverse of `toCategoryQueryPairs`. */
export interface CategoryQuery {
  /** Items to skip. */
  skip: number;
  /** Items to take. */
  take: number;
  /** Whether facets are wanted. */
  includeFacets: boolean;
  /** Only products in stock. */
  inStock: boolean;
  /** Sorter key. */
  sortOrder: string;
  /** Values of the Active facet ('True', 'False' or both). */
  active: string[];
  /** Every `filter::` key with its values split on ';'; a range facet's single value reads with `parseRangeValue`. */
  filters: Record<string, string[]>;
  /** Free-text query, when given. */
  query?: string;
  /** Selected model, when given. */
  selectedModel?: string;
  /** Order, when given. */
  order?: string;
}

const count = (value: string | null, fallback: number, min: number): number => {
  const n = value !== null && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  return n >= min ? n : fallback;
};

/**
 * Reads the category call's query pairs (a `URLSearchParams` or any iterable of pairs) on the server, with the same defaults the client applies.
 *
 * @example
 * parseCategoryQuery(new URLSearchParams('take=12&filter::Color=red;blue')).filters; // { Color: ['red', 'blue'] }
 */
export function parseCategoryQuery(params: SearchParamsLike): CategoryQuery {
  const get = (key: string) => firstParam(params, key);
  // A Map while collecting, so a facet called '__proto__' stays plain data.
  const filters = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (!key.startsWith(CATEGORY_FILTER_PREFIX)) continue;
    const values = value.split(FACET_VALUE_SEPARATOR).filter((v) => v !== '');
    if (values.length > 0) filters.set(key.slice(CATEGORY_FILTER_PREFIX.length), values);
  }
  const optionalText = (key: 'query' | 'selectedModel' | 'order') => {
    const value = get(key);
    return value ? { [key]: value } : {};
  };
  const active = (get('Active') ?? '').split(FACET_VALUE_SEPARATOR).filter((v) => v !== '');
  return {
    skip: count(get('skip'), 0, 0),
    take: count(get('take'), DEFAULT_PAGE_SIZE, 1),
    includeFacets: get('includeFacets') !== 'false',
    inStock: get('instock') === 'true',
    sortOrder: get('sortOrder') || DEFAULT_SORT_ORDER,
    active: active.length > 0 ? active : [DEFAULT_ACTIVE_FILTER],
    filters: Object.fromEntries(filters),
    ...optionalText('query'),
    ...optionalText('selectedModel'),
    ...optionalText('order'),
  };
}
