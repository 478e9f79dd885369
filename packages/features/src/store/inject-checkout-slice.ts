import { checkoutRootReducer } from '../checkout/checkout-reducer';
import { injectSlice } from './root-reducer';

/**
 * Adds the checkout state (steps, form, order submission) to the store; the checkout and order
 * confirmation pages' chunks call it, so the first load of other pages carries none of it.
 */
export function injectCheckoutSlice(): void {
  injectSlice({ reducerPath: 'checkout', reducer: checkoutRootReducer });
}
