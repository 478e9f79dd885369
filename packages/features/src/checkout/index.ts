// `@storefront/features/checkout`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { CheckoutAddresses, CheckoutFormState } from './checkout-form-slice';
export { addressesSaved, checkoutFormReset, contactSaved } from './checkout-form-slice';
export type { CheckoutPageProps } from './checkout-page';
export { CheckoutPage } from './checkout-page';
export { checkoutRootReducer } from './checkout-reducer';
export type { CheckoutTexts } from './checkout-texts';
export { checkoutTexts } from './checkout-texts';
export type { OrderSubmissionState, PlaceOrderRejection } from './order-submission-slice';
export {
  CHECKOUT_INCOMPLETE_MESSAGE,
  orderSubmissionReset,
  placeOrder,
  resetCheckout,
  selectCheckoutContact,
  selectOrderBody,
} from './order-submission-slice';
