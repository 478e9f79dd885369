import { createSelector, createSlice } from '@reduxjs/toolkit';
import type { OrderBody, OrderContact, PlaceOrderResult } from '@storefront/api-client';
import { checkoutActions, selectCanPlaceOrder } from '@storefront/domain';
import { cartCleared, fetchCart } from '../cart';
import { selectSessionCustomer } from '../customer-session';
import { answerFieldErrors, answerMessage } from '../shared/answer-message';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';
import { checkoutFormReset } from './checkout-form-slice';

/** State of the order submission (spec §4). */
export interface OrderSubmissionState {
  status: RequestStatus;
  /** Where the browser goes after a successful submission (the payment page); empty otherwise. */
  redirectUrl: string;
  /** The number of the placed order. */
  orderNumber: string | null;
  /** Why the last submission failed, in the shopper's words. */
  error: string | null;
  /** The server's per-field messages of a refused submission. */
  fieldErrors: Record<string, string>;
}

const initialState: OrderSubmissionState = {
  status: 'idle',
  redirectUrl: '',
  orderNumber: null,
  error: null,
  fieldErrors: {},
};

/** Why an order could not be placed. */
export interface PlaceOrderRejection {
  message: string;
  fieldErrors: Record<string, string>;
}

/** Text when a step is still open: the button is disabled then, so this only guards direct dispatches. */
export const CHECKOUT_INCOMPLETE_MESSAGE = 'Complete every checkout step before placing the order.';

/**
 * The contact details to send: what the shopper saved, else the signed-in customer's own. Memoised, so
 * components selecting it re-render only when the details change.
 */
export const selectCheckoutContact = createSelector(
  // The customer selector is called through a function: it comes from another feature's entry, which may not
  // be evaluated yet when this module loads (entries import each other).
  [(state: RootState) => state.checkout.form.contact, (state: RootState) => selectSessionCustomer(state)],
  (saved, customer): OrderContact | null => {
    if (saved) return saved;
    if (!customer) return null;
    const { firstName, lastName, email, phoneNumber } = customer;
    return { firstName, lastName, email, phoneNumber };
  },
);

/** The order body from the checkout state, or null while something is missing. Never holds a price. */
export function selectOrderBody(state: RootState): OrderBody | null {
  const steps = state.checkout.steps;
  const contact = selectCheckoutContact(state);
  const addresses = state.checkout.form.addresses;
  if (!selectCanPlaceOrder(steps) || !contact || !addresses || !steps.delivery || !steps.paymentMethod) {
    return null;
  }
  const title = steps.moreInfo.noteTitle?.trim() ?? '';
  const description = steps.moreInfo.noteDescription?.trim() ?? '';
  return {
    contact,
    billingAddress: addresses.billingAddress,
    shippingAddress: addresses.sameAsBilling ? addresses.billingAddress : addresses.shippingAddress,
    deliveryMethod: steps.delivery.shippingMethod as OrderBody['deliveryMethod'],
    requestedDeliveryDate: steps.delivery.requestedDeliveryDate,
    note: title || description ? { title, description } : null,
    paymentMethod: steps.paymentMethod as OrderBody['paymentMethod'],
    acceptOrderSplitting: state.cart.acceptOrderSplitting,
  };
}

/** A fresh key for one submission attempt: a double click of the same attempt cannot order twice. */
function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Places the order (POST api/order/ with an Idempotency-Key). Success stores `redirectUrl` (the payment
 * page) and empties the cart; failure or rejection empties `redirectUrl`, shows the server's reason and
 * re-reads the cart so lines that sold out in the meantime are flagged.
 */
export const placeOrder = createAppThunk<PlaceOrderResult, void, { rejectValue: PlaceOrderRejection }>(
  'orderSubmission/place',
  async (_, { extra, getState, dispatch, rejectWithValue }) => {
    const body = selectOrderBody(getState());
    if (!body) return rejectWithValue({ message: CHECKOUT_INCOMPLETE_MESSAGE, fieldErrors: {} });
    const answer = await extra.api.orders.place(body, newIdempotencyKey());
    if (answer.ok) {
      dispatch(cartCleared());
      return answer.data;
    }
    void dispatch(fetchCart());
    if (answer.kind === 'redirect') {
      return rejectWithValue({
        message: 'Unauthorized access. No further details provided.',
        fieldErrors: {},
      });
    }
    return rejectWithValue({ message: answerMessage(answer), fieldErrors: answerFieldErrors(answer) });
  },
  {
    // One submission at a time: a second click while the first runs is ignored.
    condition: (_, { getState }) => getState().checkout.submission.status !== 'loading',
  },
);

const orderSubmissionSlice = createSlice({
  name: 'orderSubmission',
  initialState,
  reducers: {
    /** Back to idle (spec §4: reset is available). */
    orderSubmissionReset() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    addRequestStatusCases(builder, placeOrder, {
      pending: (state) => {
        state.error = null;
        state.fieldErrors = {};
      },
      fulfilled: (state, action) => {
        state.redirectUrl = action.payload.redirectUrl;
        state.orderNumber = action.payload.orderNumber;
      },
      rejected: (state, action) => {
        state.redirectUrl = '';
        state.orderNumber = null;
        state.error = action.payload?.message ?? action.error.message ?? 'Unexpected error';
        state.fieldErrors = action.payload?.fieldErrors ?? {};
      },
    });
  },
});

export const { orderSubmissionReset } = orderSubmissionSlice.actions;
/** Reducer of the order submission. */
export const orderSubmissionReducer = orderSubmissionSlice.reducer;

/** Starts checkout over (after the order confirmation): steps, typed values and submission. */
export const resetCheckout = () => (dispatch: (action: { type: string }) => unknown) => {
  dispatch(checkoutActions.reset());
  dispatch(checkoutFormReset());
  dispatch(orderSubmissionReset());
};
