import { createAction } from '@reduxjs/toolkit';
import type { SearchState } from '../search';
import type { ListingState } from './listing-slice';

/** The list a route loader answered for a category or search address, with the search hits it came with. */
export interface ListingLoadState {
  listing: ListingState;
  search?: SearchState | undefined;
}

/**
 * The route loader answered a client-side navigation to a list page with the list's first batch already
 * loaded (the server runs `prepareListingPage` for every address): the held list is replaced by it, so
 * the page shows it at once and does not fetch the same batch again.
 */
export const listingStateReceived = createAction<ListingLoadState>('listing/stateReceived');
