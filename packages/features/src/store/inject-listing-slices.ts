import { listingReducer } from '../listing/listing-slice';
import { searchReducer } from '../search/search-slice';
import { injectSlice } from './root-reducer';

/**
 * Adds the listing and search state to the store. They go together: the search slice follows the listing's
 * loads (a full search clears the quick search). The category and search pages' chunks and the quick
 * search's first use call it, so the first load of the start page carries neither, nor the filter code.
 */
export function injectListingSlices(): void {
  injectSlice({ reducerPath: 'listing', reducer: listingReducer });
  injectSlice({ reducerPath: 'search', reducer: searchReducer });
}
