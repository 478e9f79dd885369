import { LISTING_VIEW_STORAGE_KEY } from '@storefront/domain';
import { useCallback, useEffect, useState } from 'react';

/** How product cards are laid out. */
export type ListingView = 'grid' | 'list';

function readStoredView(): ListingView {
  try {
    return globalThis.localStorage?.getItem(LISTING_VIEW_STORAGE_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    // Storage can be blocked (privacy settings); the grid is the default then.
    return 'grid';
  }
}

/**
 * The grid/list choice, persisted in browser storage (spec §2). Starts as grid on the server and in the
 * first client render, then adopts the stored choice, so hydration matches the server HTML.
 */
export function useListingView(): [ListingView, (view: ListingView) => void] {
  const [view, setView] = useState<ListingView>('grid');
  useEffect(() => {
    setView(readStoredView());
  }, []);
  const choose = useCallback((next: ListingView) => {
    setView(next);
    try {
      globalThis.localStorage?.setItem(LISTING_VIEW_STORAGE_KEY, next);
    } catch {
      // Not persisting is acceptable; the choice still applies to this page.
    }
  }, []);
  return [view, choose];
}
