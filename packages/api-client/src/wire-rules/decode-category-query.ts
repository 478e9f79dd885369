import type { CategoryQuery, RangeSelection } from './category-query';
import { FILTER_PREFIX, FILTER_VALUE_SEPARATOR } from './listing';
import { parseRangeValue } from './range-value';

/** Query pairs as a server framework hands them over: repeated keys give an array of values. */
export type QueryRecord = Readonly<Record<string, unknown>>;

/** What `decodeCategoryQuery` reads. */
export interface DecodedCategoryQuery {
  /** The query the pairs stand for: the inverse of `encodeCategoryQuery` (Active always as a list). */
  query: CategoryQuery & {
    active?: string[];
    facets: Record<string, string[]>;
    ranges: RangeSelection[];
  };
  /**
   * Every pair other than `filter::` ones as text (the last of a repeated key wins, empty values left out):
   * what a server checks against its bounds and messages.
   */
  params: Record<string, string>;
  /** Pairs whose value did not read (a number, a boolean, a range), with the value as sent. */
  invalid: Record<string, string>;
}

/** Options of `decodeCategoryQuery`. */
export interface DecodeCategoryQueryOptions {
  /** Facet keys whose `filter::` pair is a range (`min-max`) rather than a list of terms. */
  rangeKeys?: readonly string[];
}

/**
 * The terms of a facet's value: split on ';', trimmed, empty ones dropped, each once.
 *
 * @example
 * splitFilterValue(' black;;grey;black'); // ['black', 'grey']
 */
export function splitFilterValue(value: string): string[] {
  const terms = value
    .split(FILTER_VALUE_SEPARATOR)
    .map((term) => term.trim())
    .filter((term) => term.length > 0);
  return [...new Set(terms)];
}

function lastValues(input: Iterable<readonly [string, string]> | QueryRecord): Map<string, string> {
  // A Map, so a pair called '__proto__' stays plain data; re-setting a key keeps its first position.
  const values = new Map<string, string>();
  if (Symbol.iterator in input) {
    for (const [key, value] of input as Iterable<readonly [string, string]>) values.set(key, value);
    return values;
  }
  for (const [key, raw] of Object.entries(input)) {
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value !== undefined && value !== null) values.set(key, String(value));
  }
  return values;
}

const WHOLE_NUMBER = /^\d{1,15}$/;
const BOOLEAN = /^(true|false)$/i;

/**
 * Reads the query pairs of a listing (spec §7), from a `URLSearchParams`, a list of pairs or a server's query
 * record: the inverse of `encodeCategoryQuery`. It reads and does not judge: bounds (the largest `take`,
 * known sorters and facets) are the server's, which gets the raw `params` and the `invalid` pairs for that.
 *
 * @example
 * decodeCategoryQuery(new URLSearchParams('take=12&filter::Color=red;blue')).query;
 * // { take: 12, facets: { Color: ['red', 'blue'] }, ranges: [] }
 */
export function decodeCategoryQuery(
  input: Iterable<readonly [string, string]> | QueryRecord,
  options: DecodeCategoryQueryOptions = {},
): DecodedCategoryQuery {
  const rangeKeys = new Set(options.rangeKeys ?? []);
  const query: DecodedCategoryQuery['query'] = { facets: {}, ranges: [] };
  const facets = new Map<string, string[]>();
  const params: Record<string, string> = {};
  const invalid: Record<string, string> = {};
  for (const [name, value] of lastValues(input)) {
    if (name.startsWith(FILTER_PREFIX)) {
      const key = name.slice(FILTER_PREFIX.length);
      if (!rangeKeys.has(key)) {
        facets.set(key, splitFilterValue(value));
        continue;
      }
      const range = parseRangeValue(value);
      if (range) query.ranges.push({ key, ...range });
      else invalid[name] = value;
      continue;
    }
    if (value === '') continue;
    Object.defineProperty(params, name, { value, enumerable: true, writable: true, configurable: true });
    switch (name) {
      case 'skip':
      case 'take':
        if (WHOLE_NUMBER.test(value)) query[name] = Number(value);
        else invalid[name] = value;
        break;
      case 'includeFacets':
      case 'instock':
        if (BOOLEAN.test(value))
          query[name === 'instock' ? 'inStock' : name] = value.toLowerCase() === 'true';
        else invalid[name] = value;
        break;
      case 'sortOrder':
      case 'query':
      case 'selectedModel':
      case 'order':
        query[name] = value;
        break;
      case 'Active':
        query.active = splitFilterValue(value);
        break;
    }
  }
  query.facets = Object.fromEntries(facets);
  return { query, params, invalid };
}
