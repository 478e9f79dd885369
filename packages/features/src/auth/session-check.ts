import { SESSION_CHECK_INTERVAL_MS } from '@storefront/domain';
import { useEffect } from 'react';
import { selectIsSignedIn } from '../customer-session';
import { sessionCheckTick } from '../store/customer-auth-thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { AppDispatch } from '../store/make-store';

/**
 * Starts the periodic session check (spec §4: every 1,860,000 ms) and returns the function that stops it.
 * Each tick dispatches `sessionCheckTick`, which clears the user and reloads the cart on a 204 or an
 * exception.
 */
export function startSessionCheck(dispatch: AppDispatch, intervalMs = SESSION_CHECK_INTERVAL_MS): () => void {
  const timer = setInterval(() => {
    void dispatch(sessionCheckTick());
  }, intervalMs);
  return () => clearInterval(timer);
}

/** Runs the session check while a customer is signed in; anonymous visitors have no session to lose. */
export function useSessionCheck(): void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  useEffect(() => (signedIn ? startSessionCheck(dispatch) : undefined), [dispatch, signedIn]);
}
