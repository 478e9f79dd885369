import type { UnknownAction } from '@reduxjs/toolkit';
import {
  type CheckoutState,
  checkoutActions,
  checkoutReducer,
  initialCheckoutState,
} from '@storefront/domain';
import { addressesSaved, contactSaved } from './checkout-form-slice';

/**
 * The step machine of @storefront/domain, told about the form saves too: saving the contact or address
 * form is one action that both stores the values and completes the step, so the two cannot get apart.
 */
export function checkoutStepsReducer(
  state: CheckoutState = initialCheckoutState,
  action: UnknownAction,
): CheckoutState {
  if (contactSaved.match(action)) return checkoutReducer(state, checkoutActions.saveStep('contact'));
  if (addressesSaved.match(action)) return checkoutReducer(state, checkoutActions.saveStep('address'));
  return checkoutReducer(state, action);
}
