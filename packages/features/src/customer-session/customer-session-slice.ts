import { createSlice } from '@reduxjs/toolkit';
import type { Customer } from '@storefront/api-client';
import { addRequestStatusCases, type RequestStatus } from '../shared/request-status';
import { createAppThunk } from '../store/create-app-thunk';
import {
  customerSessionEnded,
  loginCustomer,
  registerCustomer,
  sessionCheckTick,
} from '../store/customer-auth-thunks';
import type { RootState } from '../store/root-reducer';
import { shopStateReceived } from '../store/shop-state-received';

/** State of the customer-session slice: who is signed in, as the session check last said. */
export interface CustomerSessionState {
  /** The signed-in customer, or null for an anonymous visitor. */
  customer: Customer | null;
  status: RequestStatus;
  /** Why the last login or registration failed (the server's message), shown in the sign-in modal. */
  error?: string | null;
}

const initialState: CustomerSessionState = { customer: null, status: 'idle' };

/**
 * Asks the API who is signed in (GET api/customer). 204 means nobody: the visitor is anonymous.
 * Any failure or exception also leaves an anonymous visitor (spec §4: the session check clears the user).
 */
export const checkCustomerSession = createAppThunk(
  'customerSession/check',
  async (_: undefined, { extra }): Promise<Customer | null> => {
    const answer = await extra.api.customer.current();
    return answer.ok && answer.status === 200 && answer.data ? answer.data : null;
  },
);

/** What sign-in and registration do besides the status: the customer on success, the reason on failure. */
const signInCases = {
  pending: (state: CustomerSessionState) => {
    state.error = null;
  },
  fulfilled: (state: CustomerSessionState, action: { payload: Customer }) => {
    state.customer = action.payload;
    state.error = null;
  },
  rejected: (state: CustomerSessionState, action: { payload?: string; error: { message?: string } }) => {
    state.error = action.payload ?? action.error.message ?? null;
  },
};

const customerSessionSlice = createSlice({
  name: 'customerSession',
  initialState,
  reducers: {
    /** A sign-in or registration produced this customer. */
    customerSignedIn(state, action: { payload: Customer }) {
      state.customer = action.payload;
      state.status = 'succeeded';
    },
    /** Logout: back to an anonymous visitor. */
    customerSignedOut() {
      return { customer: null, status: 'succeeded' as const };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(shopStateReceived, (_state, action) => action.payload.customerSession);
    addRequestStatusCases(builder, checkCustomerSession, {
      fulfilled: (state, action) => {
        state.customer = action.payload;
      },
      rejected: (state) => {
        state.customer = null;
      },
    });
    // Sign-in and registration (account engineer, spec §4) end the same way: the customer, or the server's reason.
    addRequestStatusCases(builder, loginCustomer, signInCases);
    addRequestStatusCases(builder, registerCustomer, signInCases);
    // Sign-out and the periodic session check.
    builder
      .addCase(customerSessionEnded, () => ({ customer: null, status: 'idle' as const, error: null }))
      .addCase(sessionCheckTick.fulfilled, (state, action) => {
        if (typeof action.payload === 'object') state.customer = action.payload;
      });
  },
});

export const { customerSignedIn, customerSignedOut } = customerSessionSlice.actions;
/** Reducer of the customer-session slice. */
export const customerSessionReducer = customerSessionSlice.reducer;
/** The signed-in customer, or null. */
export const selectSessionCustomer = (state: RootState) => state.customerSession.customer;
/** Whether a customer is signed in (spec §6: only they see prices and the account page). */
export const selectIsSignedIn = (state: RootState) => state.customerSession.customer !== null;
