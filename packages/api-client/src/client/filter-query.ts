import type { QueryPairs } from '../wire-rules';

// The listing query codec is a shared wire rule (../wire-rules), so the server decodes what this client
// encodes with the same code; these names are the client's historical ones for it.
export type { CategoryQuery as FilterQuery, QueryPairs, RangeSelection } from '../wire-rules';
export {
  DEFAULT_PAGE_SIZE as DEFAULT_TAKE,
  encodeCategoryQuery as buildFilterQuery,
} from '../wire-rules';

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
