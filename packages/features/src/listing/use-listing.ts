import type { UnknownAction } from '@reduxjs/toolkit';
import { type FilterState, filterUrlSearch, parseFilterUrl, setPaging } from '@storefront/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  changeFilters,
  filterIdentity,
  isSameListingSource,
  type ListingSource,
  type ListingState,
  listingOpened,
  loadListing,
} from './listing-slice';

/** What a listing page gets from {@link useListing}. */
export interface UseListingResult {
  /** The listing state. */
  listing: ListingState;
  /** Applies a filter change: state, first batch reloaded, a new history entry for the address. */
  change: (action: UnknownAction) => void;
  /** Loads the next batch (infinite scroll). */
  loadMore: () => void;
}

/**
 * Keeps a product list and the address in step (spec §2):
 * - on open and whenever the address changes (links, back, forward) the filters are read from it and, if
 *   they differ from what is shown, the list reloads from the first batch;
 * - a filter change updates the state and, once the change is painted, reloads and pushes the new address;
 * - as batches load, the address is rewritten in place (`take` = items shown) without a navigation, so a
 *   reload shows the same items and no scroll jump happens.
 * A server-rendered first batch with the same source and filters is kept, not fetched again.
 */
export function useListing(source: ListingSource, pageSize: number): UseListingResult {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const listing = useAppSelector((state) => state.listing);
  const listingRef = useRef(listing);
  listingRef.current = listing;

  const sourceKey = source.kind === 'category' ? `category:${source.categoryId}` : 'search';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the source is identified by its key
  useEffect(() => {
    const held = listingRef.current;
    const fromAddress = parseFilterUrl(location.search);
    const sameList =
      held.source !== null &&
      isSameListingSource(held.source, source) &&
      filterIdentity(held.filters) === filterIdentity(fromAddress);
    if (sameList && (held.loaded || held.requestId !== null)) return;
    dispatch(listingOpened({ source, filters: fromAddress, pageSize }));
    void dispatch(loadListing({ append: false }));
  }, [dispatch, location.search, sourceKey, pageSize]);

  // Rewrites the address in place as batches load; history.state is kept so the router's entry stays valid.
  const shown = listing.products.length;
  useEffect(() => {
    if (typeof window === 'undefined' || listing.loading || shown <= pageSize) return;
    const current = parseFilterUrl(window.location.search);
    if (current.take === shown) return;
    const search = filterUrlSearch(setPaging({ ...current, skip: undefined }, { take: shown }));
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search}${window.location.hash}`,
    );
  }, [shown, listing.loading, pageSize]);

  const change = useCallback(
    (action: UnknownAction) => {
      // The control's new state (a ticked box, the chosen sorter) is painted first; the reload, whose
      // placeholders replace the cards, starts after that paint, so the click answers at once (lab INP).
      const next: FilterState = dispatch(changeFilters(action));
      // A filter change starts from the first batch, so the paging window leaves the address.
      const search = filterUrlSearch({ ...next, skip: undefined, take: undefined });
      afterNextPaint(() => {
        void dispatch(loadListing({ append: false }));
        // The new address after the reload has taken the old cards away: a new location renders everything
        // that reads it, and cards still waiting to hydrate would hydrate for it only to be replaced.
        void navigate({ pathname: location.pathname, search }, { preventScrollReset: true });
      });
    },
    [dispatch, navigate, location.pathname],
  );

  const loadMore = useCallback(() => {
    void dispatch(loadListing({ append: true }));
  }, [dispatch]);

  return { listing, change, loadMore };
}

/**
 * Runs `task` once the browser has painted the current frame; at the latest after 100 ms, since a tab that is
 * not visible produces no frames (and at once where there are none at all).
 */
function afterNextPaint(task: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, typeof requestAnimationFrame === 'function' ? 100 : 0);
}
