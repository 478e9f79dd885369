import type { Cart, CartItemBody, CartLine } from '@storefront/api-client';
import { answerMessage } from '../shared/answer-message';
import { createAppThunk } from '../store/create-app-thunk';
import type { RootState } from '../store/root-reducer';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { reportCartChangesOnDemand } from './cart-analytics-on-demand';
import { CART_OPERATION } from './cart-operation-types';

/** A failed `ApiResult`, whatever its kind. */
type FailedResult = {
  ok: false;
  kind: 'redirect' | 'failure' | 'exception';
  message?: string;
  data?: unknown;
};

/** The rejection text of a failed cart call: the server's own words when it gave some. */
function rejection(answer: FailedResult): string {
  if (answer.kind === 'redirect') return 'Unauthorized access. No further details provided.';
  return answerMessage({ message: answer.message ?? 'Unexpected error', data: answer.data });
}

type CartThunkApi = { rejectValue: string };

/** The price flag every cart call passes along, so the server answers prices incl. or excl. VAT. */
const priceOptions = (state: RootState) => ({ priceInclVAT: selectPricesInclVat(state) });

/**
 * Reads the session's cart (GET api/cart). On failure the thunk is rejected with the message and the
 * held lines stay (spec §7: "on failure rejected with an empty value").
 */
export const fetchCart = createAppThunk<Cart, void, CartThunkApi>(
  CART_OPERATION.fetch,
  async (_, { extra, getState, rejectWithValue }) => {
    const answer = await extra.api.cart.get(priceOptions(getState()));
    return answer.ok ? answer.data : rejectWithValue(rejection(answer));
  },
  {
    // The header renders a cart button per layout and pages read the cart too: one read at a time is enough.
    condition: (_, { getState }) => !getState().cart.fetching,
  },
);

/**
 * Adds a line (POST api/cart with code and quantity; the server prices it). This is the thunk the
 * product card and the product page dispatch. Reports add_to_cart for what the server really added.
 * @example await dispatch(addToCart({ code: 'OSLO-BLK', quantity: 1 })).unwrap();
 */
export const addToCart = createAppThunk<Cart, CartItemBody, CartThunkApi>(
  CART_OPERATION.add,
  async (item, { extra, getState, rejectWithValue }) => {
    const before = getState().cart.lineItems;
    const answer = await extra.api.cart.add(item, priceOptions(getState()));
    if (!answer.ok) return rejectWithValue(rejection(answer));
    await reportCartChangesOnDemand(before, answer.data.lineItems, answer.data.price.currency);
    return answer.data;
  },
);

/**
 * Sets the quantity of one line (PUT api/cart; 0 removes it). The old quantity held in the store decides
 * whether analytics hears add_to_cart or remove_from_cart (spec §4).
 */
export const updateCartQuantity = createAppThunk<Cart, CartItemBody, CartThunkApi>(
  CART_OPERATION.updateQuantity,
  async (item, { extra, getState, rejectWithValue }) => {
    const before = getState().cart.lineItems;
    const answer = await extra.api.cart.update(item, priceOptions(getState()));
    if (!answer.ok) return rejectWithValue(rejection(answer));
    await reportCartChangesOnDemand(before, answer.data.lineItems, answer.data.price.currency);
    return answer.data;
  },
);

/** Adds several lines at once (POST api/cart/add-multiple; quantities add to existing lines). */
export const bulkAddToCart = createAppThunk<Cart, CartItemBody[], CartThunkApi>(
  CART_OPERATION.bulkAdd,
  async (items, { extra, getState, rejectWithValue }) => {
    const before = getState().cart.lineItems;
    const answer = await extra.api.cart.addMultiple(items, priceOptions(getState()));
    if (!answer.ok) return rejectWithValue(rejection(answer));
    await reportCartChangesOnDemand(before, answer.data.lineItems, answer.data.price.currency);
    return answer.data;
  },
);

/** Sets the quantities of several lines at once (PUT api/cart/bulk `{lineitems}`; 0 removes). */
export const bulkUpdateCart = createAppThunk<Cart, CartItemBody[], CartThunkApi>(
  CART_OPERATION.bulkUpdate,
  async (lineitems, { extra, getState, rejectWithValue }) => {
    const before = getState().cart.lineItems;
    const answer = await extra.api.cart.bulk(lineitems, priceOptions(getState()));
    if (!answer.ok) return rejectWithValue(rejection(answer));
    await reportCartChangesOnDemand(before, answer.data.lineItems, answer.data.price.currency);
    return answer.data;
  },
);

/**
 * Puts the lines of an earlier order into the cart again (POST api/cart/add-multiple). The server prices
 * them today; the order's old prices are never sent. Reported to analytics as add_to_cart.
 */
export const reorderToCart = createAppThunk<Cart, Pick<CartLine, 'code' | 'quantity'>[], CartThunkApi>(
  CART_OPERATION.reorder,
  async (lines, { extra, getState, rejectWithValue }) => {
    const before = getState().cart.lineItems;
    const items = lines.filter((line) => line.quantity > 0).map(({ code, quantity }) => ({ code, quantity }));
    const answer = await extra.api.cart.addMultiple(items, priceOptions(getState()));
    if (!answer.ok) return rejectWithValue(rejection(answer));
    await reportCartChangesOnDemand(before, answer.data.lineItems, answer.data.price.currency);
    return answer.data;
  },
);

/** Deletes the cart (DELETE api/cart); every line is reported as remove_from_cart. */
export const removeCart = createAppThunk<null, void, CartThunkApi>(
  CART_OPERATION.remove,
  async (_, { extra, getState, rejectWithValue }) => {
    const { lineItems, price } = getState().cart;
    const answer = await extra.api.cart.remove();
    if (!answer.ok) return rejectWithValue(rejection(answer));
    await reportCartChangesOnDemand(lineItems, [], price?.currency ?? 'SEK');
    return null;
  },
);
