import { DEFAULT_PAGE_SIZE, FILTER_PREFIX, FILTER_VALUE_SEPARATOR, RANGE_SEPARATOR } from './listing';

/** Query pairs in order; a key may repeat. */
export type QueryPairs = ReadonlyArray<readonly [key: string, value: string]>;

/** A numeric facet narrowed to `min`..`max`. */
export interface RangeSelection {
  key: string;
  min: number;
  max: number;
}

/**
 * The query of a category listing or full search (spec §7) as both ends see it: the client encodes it into
 * query pairs, the server decodes the pairs back into it.
 */
export interface CategoryQuery {
  /** Free-text query. */
  query?: string;
  /** How many results to skip. */
  skip?: number;
  /** Page size. @default 24 */
  take?: number;
  /** Ask for facets with the results (category listing). */
  includeFacets?: boolean;
  /** Only products in stock; sent only when true (`instock=true`). */
  inStock?: boolean;
  /** A sorter key, e.g. `sortOrderLatest`. */
  sortOrder?: string;
  /**
   * The 'Active' facet: true sends `Active=True` (active products only), false sends `Active=True;False`
   * (discontinued products too), a list sends those values joined by semicolons.
   */
  active?: boolean | readonly string[];
  /** Selected term keys per facet key; sent as `filter::{key}` with values joined by semicolons. */
  facets?: Readonly<Record<string, readonly string[]>>;
  /** Numeric facet ranges; sent as `filter::{key}` = `{min}-{max}`. */
  ranges?: readonly RangeSelection[];
  /** A selected product model. */
  selectedModel?: string;
  /** Sort direction or order hint passed through as `order`. */
  order?: string;
}

function activeValue(active: boolean | readonly string[]): string {
  if (typeof active !== 'boolean') return active.join(FILTER_VALUE_SEPARATOR);
  return active ? 'True' : `True${FILTER_VALUE_SEPARATOR}False`;
}

/**
 * The API query pairs of a listing query (spec §7 category pairs); `take` defaults to 24, empty facets
 * and a false `inStock` are left out. The address-bar codec (tracking parameters and all) is
 * @storefront/domain's; this is the wire side, and `decodeCategoryQuery` its inverse.
 * @example
 * encodeCategoryQuery({ skip: 24, inStock: true, facets: { Color: ['black', 'oak'] } })
 * // [['skip', '24'], ['take', '24'], ['instock', 'true'], ['filter::Color', 'black;oak']]
 */
export function encodeCategoryQuery(query: CategoryQuery): QueryPairs {
  const pairs: Array<readonly [string, string]> = [];
  if (query.skip !== undefined) pairs.push(['skip', String(query.skip)]);
  pairs.push(['take', String(query.take ?? DEFAULT_PAGE_SIZE)]);
  if (query.includeFacets !== undefined) pairs.push(['includeFacets', String(query.includeFacets)]);
  if (query.inStock === true) pairs.push(['instock', 'true']);
  if (query.sortOrder) pairs.push(['sortOrder', query.sortOrder]);
  if (query.active !== undefined) pairs.push(['Active', activeValue(query.active)]);
  for (const [key, values] of Object.entries(query.facets ?? {})) {
    if (values.length > 0) pairs.push([`${FILTER_PREFIX}${key}`, values.join(FILTER_VALUE_SEPARATOR)]);
  }
  for (const range of query.ranges ?? []) {
    pairs.push([`${FILTER_PREFIX}${range.key}`, `${range.min}${RANGE_SEPARATOR}${range.max}`]);
  }
  if (query.query) pairs.push(['query', query.query]);
  if (query.selectedModel) pairs.push(['selectedModel', query.selectedModel]);
  if (query.order) pairs.push(['order', query.order]);
  return pairs;
}
