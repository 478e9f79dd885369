import type { UnknownAction } from '@reduxjs/toolkit';
import { type FilterState, filterUrlSearch, parseFilterUrl, setPaging } from '@storefront/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { afterNextPaint } from '../shared/after-next-paint';
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
  /**
   * A filter change is applied but its reload waits for the next paint: the list shown is about to go (it is
   * busy before `listing.loading` says so).
   */
  changing: boolean;
}

/**
 * Keeps a product list and the address in step (spec §2):
 * - on open and whenever the address changes (links, back, forward) the filters are read from it and, if
 *   they differ from what is shown, the list reloads from the first batch;
 * - a filter change updates the state and pushes a history entry for the new address at once; once the change
 *   is painted, the list reloads and the router takes the new address over;
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

  // The reload and the router's copy of the address of the last filter change, waiting for the next paint,
  // and the address that change pushed (the window's address until the router takes it over).
  const pending = useRef<(() => void) | null>(null);
  const pushedSearch = useRef<string | null>(null);
  const [changing, setChanging] = useState(false);
  // Read in callbacks that keep their identity (the memoised panel renders again only for what changed).
  const current = useRef({ source, pageSize, location });
  current.current = { source, pageSize, location };

  const change = useCallback(
    (action: UnknownAction) => {
      // The control's new state (a ticked box, the chosen sorter) is painted first; the reload, whose
      // placeholders replace the cards, starts after that paint, so the click answers at once (lab INP).
      const next: FilterState = dispatch(changeFilters(action));
      // A filter change starts from the first batch, so the paging window leaves the address.
      const search = filterUrlSearch({ ...next, skip: undefined, take: undefined });
      const { pathname, search: routerSearch } = current.current.location;
      // The history entry is there at once, so Back right after the change returns to the filters before it;
      // the router takes the address over after the paint.
      const shownSearch = pending.current ? (pushedSearch.current ?? routerSearch) : routerSearch;
      const pushed = pushEntry(pathname, shownSearch, search);
      pushedSearch.current = pushed ? search : null;
      pending.current?.();
      // The address already names the new filters, so the list says it is busy from the click on.
      setChanging(true);
      pending.current = afterNextPaint(() => {
        pending.current = null;
        pushedSearch.current = null;
        // The reload's loading flag takes over in the same render.
        setChanging(false);
        void dispatch(loadListing({ append: false }));
        // The new address after the reload has taken the old cards away: a new location renders everything
        // that reads it, and cards still waiting to hydrate would hydrate for it only to be replaced. The
        // entry is already in the history: the router replaces it with its own.
        void navigate({ pathname, search }, { replace: pushed, preventScrollReset: true });
      });
    },
    [dispatch, navigate],
  );

  // Back or Forward before the router has the new address (a change pushed in this frame, or the router's
  // navigation to it still under way): the router may see no change of its own address, so the list reads the
  // address it went to here, and a waiting reload and address are dropped.
  useEffect(() => {
    const onPopState = () => {
      pending.current?.();
      pending.current = null;
      pushedSearch.current = null;
      setChanging(false);
      const { source: list, pageSize: size, location: shown } = current.current;
      const { filters } = listingRef.current;
      if (window.location.pathname !== shown.pathname) return;
      if (filterIdentity(filters) === filterIdentity(parseFilterUrl(window.location.search))) return;
      dispatch(
        listingOpened({ source: list, filters: parseFilterUrl(window.location.search), pageSize: size }),
      );
      void dispatch(loadListing({ append: false }));
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      pending.current?.();
      pending.current = null;
    };
  }, [dispatch]);

  const loadMore = useCallback(() => {
    void dispatch(loadListing({ append: true }));
  }, [dispatch]);

  return { listing, change, loadMore, changing };
}

/**
 * Pushes a history entry for the listing's new address at once, when the address shown (the router's, or the
 * one a change pushed in this frame) is the window's: a browser router (a memory router in tests keeps its own). The entry's state follows React Router's browser
 * history (`{ usr, key, idx }`, the index one further), which the router's own navigation then replaces.
 * Returns whether it pushed.
 */
function pushEntry(pathname: string, shownSearch: string, search: string): boolean {
  if (typeof window === 'undefined') return false;
  const { location, history } = window;
  if (location.pathname !== pathname || location.search !== shownSearch) return false;
  const state: unknown = history.state;
  const held = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  history.pushState(
    {
      ...held,
      key: Math.random().toString(36).slice(2, 10),
      idx: typeof held.idx === 'number' ? held.idx + 1 : held.idx,
    },
    '',
    `${pathname}${search}${location.hash}`,
  );
  return true;
}
