import { CATEGORY_PAGE_TYPES } from '@storefront/api-client';
import { parseFilterUrl } from '@storefront/domain';
import { createAppThunk } from '../store/create-app-thunk';
import { listingOpened, loadListing } from './listing-slice';
import { searchPageFilters } from './search-page-filters';

/**
 * Loads the first batch of the listing of the page in the store, for the server render (spec §2: the
 * first batch is server-rendered): a category page's products, or the search page's results when the
 * address has a query. Other page types do nothing. Run it after the page has loaded; the client then
 * finds the same source and filters in the hydrated state and does not fetch again.
 * @example await store.dispatch(prepareListingPage(request.url));
 */
export const prepareListingPage = createAppThunk(
  'listing/prepare',
  async (url: string, { getState, dispatch }) => {
    const page = getState().page.current;
    if (!page) return;
    const address = new URL(url);
    const searchFilters = searchPageFilters(address, { pageType: page.pageType });
    if ((CATEGORY_PAGE_TYPES as readonly string[]).includes(page.pageType) && 'categoryId' in page) {
      dispatch(
        listingOpened({
          source: { kind: 'category', categoryId: page.categoryId },
          filters: parseFilterUrl(address.search),
          pageSize: page.itemsPerLoad,
        }),
      );
      await dispatch(loadListing({ append: false }));
    } else if (searchFilters) {
      dispatch(listingOpened({ source: { kind: 'search' }, filters: searchFilters }));
      await dispatch(loadListing({ append: false }));
    }
  },
);
