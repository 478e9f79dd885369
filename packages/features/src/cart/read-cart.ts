import type { AppDispatch } from '../store/make-store';

/**
 * Reads the cart again (the `fetchCart` thunk) with the cart thunks' code loaded on first use: the header's
 * cart button and the sign-in thunks need it on every page, the rest of the thunks only on a cart action.
 * A failed load leaves the held cart as it is.
 * @example void dispatch(readCart());
 */
export function readCart() {
  return async (dispatch: AppDispatch): Promise<void> => {
    const thunks = await import('./cart-thunks').catch(() => null);
    if (thunks) await dispatch(thunks.fetchCart());
  };
}
