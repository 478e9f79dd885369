// Type only: the API client's code (and its schema library) loads on the first API call, not at start-up.
import type { CATEGORY_PAGE_TYPES } from '@storefront/api-client';
import type { ShouldRevalidateFunctionArgs } from 'react-router';

/** The category page types (the API client's list) and the search page. */
const LISTING_PAGE_TYPES: ReadonlySet<string> = new Set<(typeof CATEGORY_PAGE_TYPES)[number] | 'SearchPage'>([
  'CategoryBase',
  'CategoryPage',
  'SearchPage',
]);

/**
 * The path of the listing on screen (a category page, or the search page) whose filters, sorter and paging
 * live in the address and are applied in the browser (spec §2); null on other pages. Set by the shop root
 * in the browser only.
 */
let listingPath: string | null = null;

/** Whether a page type lists products whose filters the browser applies itself. */
export function isListingPageType(pageType: string | undefined): boolean {
  return pageType !== undefined && LISTING_PAGE_TYPES.has(pageType);
}

/** Records which listing is on screen (its path), or none. */
export function setListingPath(path: string | null): void {
  listingPath = path;
}

/**
 * True when going from `currentUrl` to `nextUrl` only changes the filters, sorter or paging of the listing
 * on screen: same path, same search words. The listing reads the new address and reloads its own list, so the
 * route loaders need not run; skipping them makes the navigation (and its history entry) immediate, so quick
 * successive changes are one entry each and Back never races a pending page load (issue 22 item 9).
 */
export function isListingFilterNavigation(currentUrl: URL, nextUrl: URL): boolean {
  return (
    listingPath !== null &&
    currentUrl.pathname === listingPath &&
    nextUrl.pathname === listingPath &&
    currentUrl.searchParams.get('query') === nextUrl.searchParams.get('query')
  );
}

/**
 * The `shouldRevalidate` of the root and the page route: a filter, sorter or paging change of the listing on
 * screen (and Back/Forward between such states) reloads nothing, since the listing applies the address itself;
 * every other navigation revalidates as usual.
 */
export function revalidateUnlessListingFilters({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod === undefined && isListingFilterNavigation(currentUrl, nextUrl)) return false;
  return defaultShouldRevalidate;
}
