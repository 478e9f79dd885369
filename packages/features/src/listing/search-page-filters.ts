import { type FilterState, parseFilterUrl } from '@storefront/domain';

/**
 * How the search page is known: by the loaded page's type, or, before the page has loaded, by its address
 * (the settings' static page for `SearchPage`; undefined when the settings name none).
 */
export type SearchPageIdentity = { pageType: string } | { url: string | undefined };

/**
 * The filters of the search page's listing for an address, or null when it loads no listing: the address is
 * not the search page's (compared by path, with or without the final slash) or asks for nothing (no query).
 * The server's loader asks before the page has loaded (by address, to search beside the page read);
 * `prepareListingPage` after (by page type).
 * @example searchPageFilters(new URL('https://shop.example/en/search?query=sofa'), { url: '/en/search/' }) // { query: 'sofa', … }
 */
export function searchPageFilters(url: URL, searchPage: SearchPageIdentity): FilterState | null {
  if ('pageType' in searchPage ? searchPage.pageType !== 'SearchPage' : !isAddressOf(url, searchPage.url)) {
    return null;
  }
  const filters = parseFilterUrl(url.search);
  return filters.query ? filters : null;
}

function isAddressOf(url: URL, pageUrl: string | undefined): boolean {
  if (!pageUrl) return false;
  const trimmed = (path: string) => path.replace(/\/+$/, '');
  return trimmed(url.pathname) === trimmed(new URL(pageUrl, url).pathname);
}
