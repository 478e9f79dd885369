import { createFilterState, type FilterState, type RangeFilter } from './filter-state';
import type { SearchParamsLike } from './search-params-like';

/**
 * Address parameters with a fixed meaning; every other parameter that is not tracking is a facet key.
 * `range.<key>` carries a range facet as `<min>-<max>` (the prefix keeps a range apart from a facet
 * value that happens to look like one).
 */
export const FILTER_URL_KEYS = {
  skip: 'skip',
  take: 'take',
  sortOrder: 'sortOrder',
  order: 'order',
  inStock: 'inStock',
  query: 'query',
  selectedModel: 'selectedModel',
} as const;

/** Prefix of a range filter's address parameter: `range.Price=100-500`. */
export const RANGE_PARAM_PREFIX = 'range.';

/** Separator of several values of one facet in the address (spec §2). */
export const FACET_VALUE_SEPARATOR = ';';

const RESERVED: ReadonlySet<string> = new Set(Object.values(FILTER_URL_KEYS));
const TRACKING_KEYS: ReadonlySet<string> = new Set(['gclid', '_ga', '_gl']);

/**
 * Whether an address parameter is a tracking parameter (utm_*, gclid, _ga, _gl, hsa_*), never a filter (spec §2).
 *
 * @example
 * isTrackingParam('utm_source'); // true
 * isTrackingParam('Color'); // false
 */
export function isTrackingParam(key: string): boolean {
  return key.startsWith('utm_') || key.startsWith('hsa_') || TRACKING_KEYS.has(key);
}

/** Whether a key can be a facet key in the address: not reserved, not tracking, not a range parameter. */
export function isFacetParam(key: string): boolean {
  return key !== '' && !RESERVED.has(key) && !isTrackingParam(key) && !key.startsWith(RANGE_PARAM_PREFIX);
}

// Bounded digits keep every accepted number printable by String() without an exponent, so it round-trips.
const NUMBER = String.raw`-?\d{1,15}(?:\.\d{1,6})?`;
const RANGE_PATTERN = new RegExp(`^(${NUMBER})-(${NUMBER})$`);

/**
 * Reads a range written as `<min>-<max>` (whole or plain decimal numbers, either may be negative).
 *
 * @example
 * parseRangeValue('100-500'); // { min: 100, max: 500 }
 * parseRangeValue('-5--1'); // { min: -5, max: -1 }
 */
export function parseRangeValue(value: string): RangeFilter | undefined {
  const match = RANGE_PATTERN.exec(value);
  if (!match) return undefined;
  // `+ 0` turns -0 into 0 so '-0-1' and '0-1' read the same.
  return { min: Number(match[1]) + 0, max: Number(match[2]) + 0 };
}

/**
 * Writes a range as `<min>-<max>`.
 *
 * @example
 * formatRangeValue({ min: 100, max: 500 }); // '100-500'
 */
export function formatRangeValue(range: RangeFilter): string {
  return `${range.min}-${range.max}`;
}

function decode(part: string): string {
  const spaced = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray '%' in a hand-typed address: keep the text rather than dropping the parameter.
    return spaced;
  }
}

/** Raw [key, rawValue] pairs, so ';' can be split before decoding and an encoded '%3B' stays inside a value. */
function rawPairs(input: string | SearchParamsLike): Array<[string, string[]]> {
  if (typeof input !== 'string') {
    return [...input].map(([key, value]) => [key, value.split(FACET_VALUE_SEPARATOR)]);
  }
  const withoutHash = input.split('#', 1)[0] ?? '';
  const queryStart = withoutHash.indexOf('?');
  const query = queryStart >= 0 ? withoutHash.slice(queryStart + 1) : withoutHash;
  return query
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      const key = decode(eq >= 0 ? part.slice(0, eq) : part);
      const value = eq >= 0 ? part.slice(eq + 1) : '';
      return [key, value.split(FACET_VALUE_SEPARATOR).map(decode)];
    });
}

const parseCount = (value: string, min: number): number | undefined => {
  if (!/^\d{1,15}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min ? n : undefined;
};

/**
 * Parses the listing address parameters into a filter state (spec §2): skip, take, sortOrder, order,
 * query, selectedModel; inStock only when its value is the text `true`; `range.<key>=<min>-<max>`
 * ranges; tracking parameters kept aside; every other key a facet whose values are joined by ';'.
 * Accepts a query string (with or without '?', or a whole address) or `URLSearchParams` (any iterable of [key, value] pairs). Unreadable
 * numbers and empty values are dropped; repeated facet keys merge.
 *
 * @example
 * parseFilterUrl('?Color=red;blue&inStock=true&take=48&utm_source=news');
 * // { inStock: true, take: 48, facets: { Color: ['red', 'blue'] }, ranges: {}, tracking: [['utm_source', 'news']] }
 */
export function parseFilterUrl(input: string | SearchParamsLike): FilterState {
  const state: FilterState = createFilterState();
  // Maps, not objects, while collecting: a facet called 'constructor' or '__proto__' must stay plain data.
  const facets = new Map<string, string[]>();
  const ranges = new Map<string, RangeFilter>();
  const tracking: Array<[string, string]> = [];

  for (const [key, values] of rawPairs(input)) {
    const whole = values.join(FACET_VALUE_SEPARATOR);
    if (isTrackingParam(key)) {
      tracking.push([key, whole]);
    } else if (key === FILTER_URL_KEYS.skip) {
      const skip = parseCount(whole, 0);
      if (skip !== undefined) state.skip = skip;
    } else if (key === FILTER_URL_KEYS.take) {
      const take = parseCount(whole, 1);
      if (take !== undefined) state.take = take;
    } else if (key === FILTER_URL_KEYS.inStock) {
      // Spec §5: the in-stock filter counts only when its value is the text true.
      state.inStock = whole === 'true';
    } else if (RESERVED.has(key)) {
      // sortOrder, order, query, selectedModel: free text.
      if (whole !== '') state[key as 'sortOrder' | 'order' | 'query' | 'selectedModel'] = whole;
    } else if (key.startsWith(RANGE_PARAM_PREFIX)) {
      const range = parseRangeValue(whole);
      const facetKey = key.slice(RANGE_PARAM_PREFIX.length);
      if (range && facetKey !== '') ranges.set(facetKey, range);
    } else if (key !== '') {
      const list = facets.get(key) ?? [];
      for (const value of values) if (value !== '' && !list.includes(value)) list.push(value);
      if (list.length > 0) facets.set(key, list);
    }
  }
  return { ...state, facets: Object.fromEntries(facets), ranges: Object.fromEntries(ranges), tracking };
}

const encode = (text: string): string => encodeURIComponent(text);

/**
 * Writes a filter state as an address query string without the leading '?', the inverse of
 * `parseFilterUrl`: fixed parameters first, then facets (values joined by a literal ';', a ';' inside a
 * value is encoded), ranges, and the tracking parameters last. inStock appears only when true.
 *
 * @example
 * serializeFilterUrl(createFilterState({ inStock: true, facets: { Color: ['red', 'blue'] } }));
 * // 'inStock=true&Color=red;blue'
 */
export function serializeFilterUrl(state: FilterState): string {
  const parts: string[] = [];
  const add = (key: string, value: string) => parts.push(`${encode(key)}=${value}`);
  if (state.skip !== undefined) add(FILTER_URL_KEYS.skip, String(state.skip));
  if (state.take !== undefined) add(FILTER_URL_KEYS.take, String(state.take));
  if (state.sortOrder) add(FILTER_URL_KEYS.sortOrder, encode(state.sortOrder));
  if (state.order) add(FILTER_URL_KEYS.order, encode(state.order));
  if (state.inStock) add(FILTER_URL_KEYS.inStock, 'true');
  if (state.query) add(FILTER_URL_KEYS.query, encode(state.query));
  if (state.selectedModel) add(FILTER_URL_KEYS.selectedModel, encode(state.selectedModel));
  for (const [key, values] of Object.entries(state.facets)) {
    if (isFacetParam(key) && values.length > 0) add(key, values.map(encode).join(FACET_VALUE_SEPARATOR));
  }
  for (const [key, range] of Object.entries(state.ranges)) {
    if (key !== '') add(`${RANGE_PARAM_PREFIX}${key}`, formatRangeValue(range));
  }
  for (const [key, value] of state.tracking) add(key, encode(value));
  return parts.join('&');
}

/**
 * The address search part for a filter state: '?' plus the query, or '' when there is nothing to say.
 *
 * @example
 * filterUrlSearch(createFilterState()); // ''
 */
export function filterUrlSearch(state: FilterState): string {
  const query = serializeFilterUrl(state);
  return query === '' ? '' : `?${query}`;
}
