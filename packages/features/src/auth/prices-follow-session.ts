import { useEffect, useRef } from 'react';
import { selectIsSignedIn } from '../customer-session';
import { loadPage } from '../page';
import { createAppThunk } from '../store/create-app-thunk';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/**
 * Reads the catalogue data on screen again for the visitor's new session: the current page (a product page's
 * product and related products, a content page's listing blocks) and the product list of a category or
 * search page, as many products as are shown, kept on screen meanwhile. The API answers with prices only to
 * signed-in customers (spec §6), so after a sign-in this brings the prices and after a sign-out takes them away.
 * @example await store.dispatch(refreshCatalogueForSession(window.location.href));
 */
export const refreshCatalogueForSession = createAppThunk(
  'session/refreshCatalogue',
  async (pageUrl: string, { dispatch, getState }) => {
    const { page, listing } = getState();
    await Promise.all([
      page.current ? dispatch(loadPage(pageUrl)) : null,
      // A list on screen came with its page's chunk, which holds the listing code: this import finds it loaded.
      // A static import would put the listing and filter code into every page's first load (issue 24).
      listing.source
        ? import('../listing').then(({ loadListing }) =>
            dispatch(loadListing({ append: false, refresh: true })),
          )
        : null,
    ]);
  },
);

/**
 * Refreshes the catalogue data on screen whenever the visitor signs in or out (not on the first render: the
 * server already answered for the session the page was loaded with). Mount once, for the whole visit.
 */
export function usePricesFollowSession(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const previous = useRef(signedIn);
  useEffect(() => {
    if (previous.current === signedIn) return;
    previous.current = signedIn;
    void dispatch(refreshCatalogueForSession(window.location.href));
  }, [dispatch, signedIn]);
}
