import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressInput, OrderContact } from '@storefront/api-client';

/** The addresses saved with the address step. */
export interface CheckoutAddresses {
  billingAddress: AddressInput;
  /** Where the goods go; equal to the billing address when the shopper ticked "same address". */
  shippingAddress: AddressInput;
  /** True when the shipping address is the billing address. */
  sameAsBilling: boolean;
}

/** What the shopper typed in the contact and address steps (the other steps live in the step machine). */
export interface CheckoutFormState {
  /** Contact details; null until the shopper edits them (the signed-in customer's are used until then). */
  contact: OrderContact | null;
  addresses: CheckoutAddresses | null;
}

const initialState: CheckoutFormState = { contact: null, addresses: null };

const checkoutFormSlice = createSlice({
  name: 'checkoutForm',
  initialState,
  reducers: {
    /** The contact step was saved with these (validated) details. */
    contactSaved(state, action: PayloadAction<OrderContact>) {
      state.contact = action.payload;
    },
    /** The address step was saved with these (validated) addresses. */
    addressesSaved(state, action: PayloadAction<CheckoutAddresses>) {
      state.addresses = action.payload;
    },
    /** Forgets everything typed (after an order was placed). */
    checkoutFormReset() {
      return initialState;
    },
  },
});

export const { contactSaved, addressesSaved, checkoutFormReset } = checkoutFormSlice.actions;
/** Reducer of the checkout form values. */
export const checkoutFormReducer = checkoutFormSlice.reducer;
