import type {
  QuickSearchResult,
  SearchResult,
  Suggestions,
  VariationCodeSearchResult,
} from '../../schemas/search';
import type { ApiResult } from '../api-result';
import { buildFilterQuery, type FilterQuery, type QueryPairs } from '../filter-query';
import type { Transport } from '../transport';

/** Options of an abortable call. */
export interface AbortableOptions {
  /** Aborting it resolves the call to an exception with `aborted: true`. */
  signal?: AbortSignal;
}

/** The search calls. */
export interface SearchCalls {
  /** GET api/search/quick-search?query: products, categories and content hits; abortable. */
  quick(query: string, options?: AbortableOptions): Promise<ApiResult<QuickSearchResult>>;
  /** GET api/search?{filter}: the full search; `filter` is a FilterQuery or a ready query string. */
  full(filter: FilterQuery | string): Promise<ApiResult<SearchResult>>;
  /** GET api/search/suggestions?query: completed queries; a new call aborts the previous one. */
  suggestions(query: string): Promise<ApiResult<Suggestions>>;
  /** GET api/search/variation-code-search?query: variations whose code starts with the query. */
  variationCode(query: string): Promise<ApiResult<VariationCodeSearchResult>>;
}

function queryPairsOf(filter: FilterQuery | string): QueryPairs {
  if (typeof filter !== 'string') return buildFilterQuery(filter);
  return [...new URLSearchParams(filter.replace(/^\?/, ''))];
}

/** Builds the search calls; suggestions keep the controller of the request in flight. */
export function createSearchCalls(send: Transport): SearchCalls {
  let pendingSuggestions: AbortController | undefined;
  return {
    quick: (query, options = {}) =>
      send({
        method: 'GET',
        path: 'api/search/quick-search',
        query: [['query', query]],
        response: 'quickSearchResult',
        ...(options.signal && { signal: options.signal }),
      }),
    full: (filter) =>
      send({ method: 'GET', path: 'api/search', query: queryPairsOf(filter), response: 'searchResult' }),
    suggestions: (query) => {
      pendingSuggestions?.abort();
      const controller = new AbortController();
      pendingSuggestions = controller;
      return send({
        method: 'GET',
        path: 'api/search/suggestions',
        query: [['query', query]],
        response: 'suggestions',
        signal: controller.signal,
      }).finally(() => {
        if (pendingSuggestions === controller) pendingSuggestions = undefined;
      });
    },
    variationCode: (query) =>
      send({
        method: 'GET',
        path: 'api/search/variation-code-search',
        query: [['query', query]],
        response: 'variationCodeSearchResult',
      }),
  };
}
