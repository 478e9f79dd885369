/**
 * The action type prefixes of the cart's thunks. The thunks are created with them and the cart slice
 * matches them, so the slice (in every page's store) does not need the thunks' code, which loads with the
 * first cart action.
 */
export const CART_OPERATION = {
  fetch: 'cart/fetch',
  add: 'cart/add',
  updateQuantity: 'cart/updateQuantity',
  bulkAdd: 'cart/bulkAdd',
  bulkUpdate: 'cart/bulkUpdate',
  reorder: 'cart/reorder',
  loadShared: 'cart/loadShared',
  remove: 'cart/remove',
} as const;

/** The cart operations that answer with the whole cart (every one but removing it). */
export const CART_OPERATIONS_ANSWERING_A_CART: readonly string[] = [
  CART_OPERATION.fetch,
  CART_OPERATION.add,
  CART_OPERATION.updateQuantity,
  CART_OPERATION.bulkAdd,
  CART_OPERATION.bulkUpdate,
  CART_OPERATION.reorder,
  CART_OPERATION.loadShared,
];
