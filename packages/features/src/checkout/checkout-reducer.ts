import { combineReducers } from '@reduxjs/toolkit';
import { checkoutFormReducer } from './checkout-form-slice';
import { checkoutStepsReducer } from './checkout-steps-reducer';
import { orderSubmissionReducer } from './order-submission-slice';

/**
 * The checkout state: the step machine from @storefront/domain (`steps`), the contact and addresses the
 * shopper saved (`form`) and the order submission (`submission`).
 */
export const checkoutRootReducer = combineReducers({
  steps: checkoutStepsReducer,
  form: checkoutFormReducer,
  submission: orderSubmissionReducer,
});
