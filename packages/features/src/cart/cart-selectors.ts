import type { RootState } from '../store/root-reducer';

/** The whole cart slice. */
export const selectCart = (state: RootState) => state.cart;
/** The cart's lines. */
export const selectCartLines = (state: RootState) => state.cart.lineItems;
/** Units in the cart: the cart button's badge. */
export const selectCartCount = (state: RootState) => state.cart.numberOfItems;
/** True while a cart call runs. */
export const selectCartIsLoading = (state: RootState) => state.cart.isLoading;
/** The server's cart totals, or null before the first answer. */
export const selectCartPrice = (state: RootState) => state.cart.price;
