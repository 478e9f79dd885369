import { lazy, Suspense, useEffect } from 'react';
import { usePricesFollowSession, useSessionCheck } from '../auth';
import { selectIsSignedIn } from '../customer-session';
import { loadFavourites } from '../favourites';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAccountModals } from './account-modals-slice';

// Loaded when the store first asks for an account modal: the host and its modal loaders are not needed
// to show a page.
const AccountModalHost = lazy(() =>
  import('./account-modal-host').then((m) => ({ default: m.AccountModalHost })),
);

/**
 * The account features that live for the whole visit; mount it once in the shell. It shows the open
 * account modal (sign-in, registration, favourites list picker), runs the session check every
 * 1,860,000 ms while a customer is signed in, reads the favourites lists when a customer is signed
 * in (so product-card hearts are filled), and reads the page and product list on screen again when the
 * visitor signs in or out (prices are for signed-in customers only).
 */
export function AccountRoot() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const favouritesStatus = useAppSelector((state) => state.favourites.status);
  const modalOpen = useAppSelector(selectAccountModals).open !== null;
  useSessionCheck();
  usePricesFollowSession();
  useEffect(() => {
    if (signedIn && favouritesStatus === 'idle') void dispatch(loadFavourites());
  }, [dispatch, signedIn, favouritesStatus]);
  if (!modalOpen) return null;
  return (
    <Suspense fallback={null}>
      <AccountModalHost />
    </Suspense>
  );
}
