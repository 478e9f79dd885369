import {
  FULL_SEARCH_MIN_QUERY_LENGTH,
  QUICK_SEARCH_MAX_CATEGORIES,
  QUICK_SEARCH_MAX_CONTENT,
  QUICK_SEARCH_MAX_PRODUCTS,
  QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS,
  QUICK_SEARCH_MIN_QUERY_LENGTH,
} from '../constants';

/**
 * Whether a query runs the quick search and opens the dropdown: longer than 2 characters, ignoring
 * surrounding spaces (spec §5).
 *
 * @example
 * isQuickSearchQuery('so'); // false
 * isQuickSearchQuery('sof'); // true
 */
export function isQuickSearchQuery(query: string): boolean {
  return query.trim().length >= QUICK_SEARCH_MIN_QUERY_LENGTH;
}

/**
 * Whether submitting a query navigates to the search page: longer than 1 character (spec §5).
 *
 * @example
 * canSubmitSearch('a'); // false
 */
export function canSubmitSearch(query: string): boolean {
  return query.trim().length >= FULL_SEARCH_MIN_QUERY_LENGTH;
}

/** How many items of each kind the quick search dropdown shows. */
export interface QuickSearchLimits {
  /** Products: 5, or 3 when categories or content also have hits. */
  products: number;
  /** Categories: 3. */
  categories: number;
  /** Content items: 2. */
  content: number;
}

/**
 * Limits of the quick search dropdown (spec §9): up to 5 products, 3 when categories or content also
 * have hits; up to 3 categories and 2 content items.
 */
export function quickSearchLimits(hits: { categories: number; content: number }): QuickSearchLimits {
  const others = hits.categories > 0 || hits.content > 0;
  return {
    products: others ? QUICK_SEARCH_MAX_PRODUCTS_WITH_OTHER_HITS : QUICK_SEARCH_MAX_PRODUCTS,
    categories: QUICK_SEARCH_MAX_CATEGORIES,
    content: QUICK_SEARCH_MAX_CONTENT,
  };
}

/** The three lists of a quick search result. */
export interface QuickSearchLists<P, C, T> {
  /** Product hits. */
  products: readonly P[];
  /** Category hits. */
  categories: readonly C[];
  /** Content hits. */
  content: readonly T[];
}

/** Cuts a quick search result down to what the dropdown shows (see `quickSearchLimits`). */
export function limitQuickSearchResult<P, C, T>(
  result: QuickSearchLists<P, C, T>,
): QuickSearchLists<P, C, T> {
  const limits = quickSearchLimits({ categories: result.categories.length, content: result.content.length });
  return {
    products: result.products.slice(0, limits.products),
    categories: result.categories.slice(0, limits.categories),
    content: result.content.slice(0, limits.content),
  };
}

/**
 * The highlighted suggestion after ArrowDown or ArrowUp, wrapping around (spec §4). -1 means none is
 * highlighted; down from none goes to the first, up from none to the last.
 *
 * @example
 * moveHighlight(2, 3, 'down'); // 0
 * moveHighlight(-1, 3, 'up'); // 2
 */
export function moveHighlight(current: number, count: number, direction: 'up' | 'down'): number {
  if (count <= 0) return -1;
  if (current < 0 || current >= count) return direction === 'down' ? 0 : count - 1;
  return (current + (direction === 'down' ? 1 : -1) + count) % count;
}

/**
 * The search page address for a query: the static search page's url with the `query` parameter.
 *
 * @example
 * searchPageUrl('/en/search', 'oslo chair'); // '/en/search?query=oslo%20chair'
 */
export function searchPageUrl(searchPagePath: string, query: string): string {
  const separator = searchPagePath.includes('?') ? '&' : '?';
  return `${searchPagePath}${separator}query=${encodeURIComponent(query.trim())}`;
}
