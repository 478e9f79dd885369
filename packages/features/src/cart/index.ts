// `@storefront/features/cart`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { CartLineChange } from './cart-analytics';
export { cartLineProduct, diffCartLines, reportCartChanges, reportViewCart } from './cart-analytics';
export { CartButton } from './cart-button';
export type { CartLineRowProps } from './cart-line-row';
export { CartLineRow } from './cart-line-row';
export type { CartLineSummaryProps } from './cart-line-summary';
export { CartLineSummary } from './cart-line-summary';
export { CartPage } from './cart-page';
export {
  selectCart,
  selectCartCount,
  selectCartIsLoading,
  selectCartLines,
  selectCartPrice,
} from './cart-selectors';
export type { CartState } from './cart-slice';
export {
  acceptOrderSplittingChanged,
  cartCleared,
  cartErrorDismissed,
  cartReducer,
  initialCartState,
} from './cart-slice';
export type { CartTexts } from './cart-texts';
export { cartTexts } from './cart-texts';
export {
  addToCart,
  bulkAddToCart,
  bulkUpdateCart,
  fetchCart,
  removeCart,
  reorderToCart,
  updateCartQuantity,
} from './cart-thunks';
export type { CartTotalsProps } from './cart-totals';
export { CartTotals } from './cart-totals';
export type { CartWarningsProps } from './cart-warnings';
export { CartWarnings } from './cart-warnings';
export { readCart } from './read-cart';
