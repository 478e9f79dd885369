import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loginCustomer, registerCustomer } from '../store/customer-auth-thunks';
import type { RootState } from '../store/root-reducer';

/** The account modals any feature may open: sign-in, registration, reset password and the favourites list picker. */
export type AccountModalName = 'login' | 'register' | 'resetPassword' | 'favouritesPicker';

/** Which account modal is open, and for what. */
export interface AccountModalsState {
  open: AccountModalName | null;
  /** Why sign-in was asked for: 'favourites' shows the "sign in to save favourites" text (spec §2). */
  reason: 'favourites' | null;
  /** The product the favourites list picker is for. */
  productCode: string | null;
}

const initialState: AccountModalsState = { open: null, reason: null, productCode: null };

const accountModalsSlice = createSlice({
  name: 'accountModals',
  initialState,
  reducers: {
    /** Opens the sign-in modal; `reason: 'favourites'` when an anonymous visitor pressed a heart. */
    loginModalOpened(state, action: PayloadAction<{ reason?: 'favourites' } | undefined>) {
      state.open = 'login';
      state.reason = action.payload?.reason ?? null;
      state.productCode = null;
    },
    /** Opens the registration modal. */
    registerModalOpened(state) {
      state.open = 'register';
      state.reason = null;
    },
    /** Opens the reset password modal (sign-in's "Forgotten your password?"). */
    resetPasswordModalOpened(state) {
      state.open = 'resetPassword';
      state.reason = null;
    },
    /** Opens the favourites list picker for a product. */
    favouritesPickerOpened(state, action: PayloadAction<string>) {
      state.open = 'favouritesPicker';
      state.productCode = action.payload;
      state.reason = null;
    },
    /** Closes whichever account modal is open. */
    accountModalClosed() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    // A successful sign-in or registration closes its modal.
    builder
      .addCase(loginCustomer.fulfilled, () => initialState)
      .addCase(registerCustomer.fulfilled, () => initialState);
  },
});

export const {
  loginModalOpened,
  registerModalOpened,
  resetPasswordModalOpened,
  favouritesPickerOpened,
  accountModalClosed,
} = accountModalsSlice.actions;
/** Reducer of the account modals. */
export const accountModalsReducer = accountModalsSlice.reducer;
/** The open account modal state. */
export const selectAccountModals = (state: RootState) => state.accountModals;
