import {
  quickSearchResultSchema,
  searchResultSchema,
  suggestionsSchema,
  variationCodeSearchResultSchema,
} from '../../schemas/search';
import { buildFilterQuery, type FilterQuery, type QueryPairs } from '../filter-query';
import type { Transport } from '../transport';

/** Options of an abortable call. */
export interface AbortableOptions {
  /** Aborting it resolves the call to an exception with `aborted: true`. */
  signal?: AbortSignal;
}

function queryPairsOf(filter: FilterQuery | string): QueryPairs {
  if (typeof filter !== 'string') return buildFilterQuery(filter);
  return [...new URLSearchParams(filter.replace(/^\?/, ''))];
}

/** Builds the search calls; suggestions keep the controller of the request in flight. */
export function createSearchCalls(send: Transport) {
  let pendingSuggestions: AbortController | undefined;
  return {
    /** GET api/search/quick-search?query: products, categories and content hits; abortable. */
    quick: (query: string, options: AbortableOptions = {}) =>
      send({
        method: 'GET',
        path: 'api/search/quick-search',
        query: [['query', query]],
        schema: quickSearchResultSchema,
        ...(options.signal && { signal: options.signal }),
      }),
    /** GET api/search?{filter}: the full search; `filter` is a FilterQuery or a ready query string. */
    full: (filter: FilterQuery | string) =>
      send({ method: 'GET', path: 'api/search', query: queryPairsOf(filter), schema: searchResultSchema }),
    /** GET api/search/suggestions?query: completed queries; a new call aborts the previous one. */
    suggestions: (query: string) => {
      pendingSuggestions?.abort();
      const controller = new AbortController();
      pendingSuggestions = controller;
      return send({
        method: 'GET',
        path: 'api/search/suggestions',
        query: [['query', query]],
        schema: suggestionsSchema,
        signal: controller.signal,
      }).finally(() => {
        if (pendingSuggestions === controller) pendingSuggestions = undefined;
      });
    },
    /** GET api/search/variation-code-search?query: variations whose code starts with the query. */
    variationCode: (query: string) =>
      send({
        method: 'GET',
        path: 'api/search/variation-code-search',
        query: [['query', query]],
        schema: variationCodeSearchResultSchema,
      }),
  };
}

/** The search calls. */
export type SearchCalls = ReturnType<typeof createSearchCalls>;
