/** Query pairs in order; a key may repeat. */
export type QueryPairs = ReadonlyArray<readonly [key: string, value: string]>;

/** The default page size of listings (spec §9). */
export const DEFAULT_TAKE = 24;

/** A numeric facet narrowed to `min`..`max`. */
export interface RangeSelection {
  key: string;
  min: number;
  max: number;
}

/** The filter of a category or search listing, as the API reads it. */
export interface FilterQuery {
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
  if (typeof active !== 'boolean') return active.join(';');
  return active ? 'True' : 'True;False';
}

/**
 * The API query pairs of a listing filter (spec §7 category pairs); `take` defaults to 24, empty facets
 * and a false `inStock` are left out. The address-bar codec (tracking parameters and all) is
 * @storefront/domain's; this is the wire side.
 * @example
 * buildFilterQuery({ skip: 24, inStock: true, facets: { Color: ['black', 'oak'] } })
 * // [['skip', '24'], ['take', '24'], ['instock', 'true'], ['filter::Color', 'black;oak']]
 */
export function buildFilterQuery(filter: FilterQuery): QueryPairs {
  const pairs: Array<readonly [string, string]> = [];
  if (filter.skip !== undefined) pairs.push(['skip', String(filter.skip)]);
  pairs.push(['take', String(filter.take ?? DEFAULT_TAKE)]);
  if (filter.includeFacets !== undefined) pairs.push(['includeFacets', String(filter.includeFacets)]);
  if (filter.inStock === true) pairs.push(['instock', 'true']);
  if (filter.sortOrder) pairs.push(['sortOrder', filter.sortOrder]);
  if (filter.active !== undefined) pairs.push(['Active', activeValue(filter.active)]);
  for (const [key, values] of Object.entries(filter.facets ?? {})) {
    if (values.length > 0) pairs.push([`filter::${key}`, values.join(';')]);
  }
  for (const range of filter.ranges ?? []) {
    pairs.push([`filter::${range.key}`, `${range.min}-${range.max}`]);
  }
  if (filter.query) pairs.push(['query', filter.query]);
  if (filter.selectedModel) pairs.push(['selectedModel', filter.selectedModel]);
  if (filter.order) pairs.push(['order', filter.order]);
  return pairs;
}

/**
 * Encodes query pairs as a query string without the leading `?`.
 * @example toQueryString([['query', 'oak chair'], ['filter::Color', 'black;oak']])
 * // 'query=oak+chair&filter%3A%3AColor=black%3Boak'
 */
export function toQueryString(pairs: QueryPairs): string {
  const params = new URLSearchParams();
  for (const [key, value] of pairs) params.append(key, value);
  return params.toString();
}
