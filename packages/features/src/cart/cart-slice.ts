import { createSlice, type PayloadAction, type SerializedError, type UnknownAction } from '@reduxjs/toolkit';
import type { Cart, CartLine, CartPrice, Promotion } from '@storefront/api-client';
import { cartFlags, countCartItems, DEFAULT_ACCEPT_ORDER_SPLITTING } from '@storefront/domain';
import { CART_OPERATION, CART_OPERATIONS_ANSWERING_A_CART } from './cart-operation-types';

/** State of the cart slice: the server's cart (spec §3 "Cart") plus the client's flags. */
export interface CartState {
  /** Units in the cart, the cart button's badge. */
  numberOfItems: number;
  lineItems: CartLine[];
  promotions: Promotion[];
  /** The server's totals; null before the first answer. */
  price: CartPrice | null;
  /** True when any line has less stock than its quantity (rule from @storefront/domain). */
  outOfStock: boolean;
  /** True when any line is inactive (rule from @storefront/domain). */
  notActive: boolean;
  /** True while a cart call runs. */
  isLoading: boolean;
  /** The spec's `AcceptOrderSplitting`. @default true */
  acceptOrderSplitting: boolean;
  /** The text of the last failed cart call, cleared by the next successful one. */
  error: string | null;
  /** True once the server has answered a cart call (tells "empty" apart from "not loaded yet"). */
  loaded: boolean;
  /** True while a read (GET api/cart) runs. */
  fetching: boolean;
}

/** The cart before the server has answered. */
export const initialCartState: CartState = {
  numberOfItems: 0,
  lineItems: [],
  promotions: [],
  price: null,
  outOfStock: false,
  notActive: false,
  isLoading: false,
  acceptOrderSplitting: DEFAULT_ACCEPT_ORDER_SPLITTING,
  error: null,
  loaded: false,
  fetching: false,
};

/** Takes the server's cart; the two warnings are recomputed with the shared rules, so they cannot drift. */
function applyCart(state: CartState, cart: Cart): void {
  const flags = cartFlags(cart.lineItems);
  state.lineItems = cart.lineItems;
  state.numberOfItems = cart.numberOfItems ?? countCartItems(cart.lineItems);
  state.promotions = cart.promotions;
  state.price = cart.price;
  state.outOfStock = flags.outOfStock;
  state.notActive = flags.notActive;
  state.acceptOrderSplitting = cart.acceptOrderSplitting;
  state.isLoading = false;
  state.error = null;
  state.loaded = true;
}

/** A rejected cart thunk: the server's text as payload, or the thrown error. */
type RejectedCartCall = PayloadAction<string | undefined, string, unknown, SerializedError>;

/**
 * Matches the actions of the cart thunks that answer with a cart, by type (see CART_OPERATION), so that the
 * slice works without the thunks' code.
 */
function cartCall<A extends UnknownAction>(phase: 'pending' | 'fulfilled' | 'rejected') {
  return (action: UnknownAction): action is A =>
    CART_OPERATIONS_ANSWERING_A_CART.some((prefix) => action.type === `${prefix}/${phase}`);
}

const fetchPhase = (phase: 'pending' | 'fulfilled' | 'rejected') => `${CART_OPERATION.fetch}/${phase}`;

const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Empties lines and count (spec §4), e.g. after an order is placed or at logout. */
    cartCleared(state) {
      state.lineItems = [];
      state.numberOfItems = 0;
      state.promotions = [];
      state.price = null;
      state.outOfStock = false;
      state.notActive = false;
      state.error = null;
    },
    /** The shopper's AcceptOrderSplitting choice at checkout. */
    acceptOrderSplittingChanged(state, action: PayloadAction<boolean>) {
      state.acceptOrderSplitting = action.payload;
    },
    /** Forgets the last cart error (the shopper closed the message). */
    cartErrorDismissed(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(`${CART_OPERATION.remove}/pending`, (state) => {
        state.isLoading = true;
      })
      .addCase(`${CART_OPERATION.remove}/fulfilled`, (state) => {
        Object.assign(state, initialCartState, { loaded: true });
      })
      .addMatcher(
        (action): action is RejectedCartCall => action.type === `${CART_OPERATION.remove}/rejected`,
        (state, action) => {
          state.isLoading = false;
          state.error = action.payload ?? action.error.message ?? null;
        },
      )
      .addMatcher(cartCall('pending'), (state, action) => {
        state.isLoading = true;
        if (action.type === fetchPhase('pending')) state.fetching = true;
      })
      .addMatcher(cartCall<PayloadAction<Cart>>('fulfilled'), (state, action) => {
        applyCart(state, action.payload);
        if (action.type === fetchPhase('fulfilled')) state.fetching = false;
      })
      .addMatcher(cartCall<RejectedCartCall>('rejected'), (state, action) => {
        // A failed call leaves the lines as the server last confirmed them.
        state.isLoading = false;
        state.error = action.payload ?? action.error.message ?? null;
        if (action.type === fetchPhase('rejected')) state.fetching = false;
      });
  },
});

export const { cartCleared, acceptOrderSplittingChanged, cartErrorDismissed } = cartSlice.actions;
/** Reducer of the cart slice. */
export const cartReducer = cartSlice.reducer;
