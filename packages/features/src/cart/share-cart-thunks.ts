import type { Cart } from '@storefront/api-client';
import { answerMessage } from '../shared/answer-message';
import { createAppThunk } from '../store/create-app-thunk';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { reportCartChangesOnDemand } from './cart-analytics-on-demand';
import { CART_OPERATION } from './cart-operation-types';

type ShareThunkApi = { rejectValue: string };

function failure(answer: { kind: string; message?: string; data?: unknown }): string {
  if (answer.kind === 'redirect') return 'Unauthorized access. No further details provided.';
  return answerMessage({ message: answer.message ?? 'Unexpected error', data: answer.data });
}

/** Saves the cart's lines for sharing (POST api/cart/share) and answers the share id. */
export const shareCart = createAppThunk<string, void, ShareThunkApi>(
  'cart/share',
  async (_, { extra, rejectWithValue }) => {
    const answer = await extra.api.cart.share();
    return answer.ok ? answer.data.shareId : rejectWithValue(failure(answer));
  },
);

/** Reads a shared cart, priced for this visitor (GET api/cart/shared/{shareId}); the own cart is untouched. */
export const fetchSharedCart = createAppThunk<Cart, string, ShareThunkApi>(
  'cart/fetchShared',
  async (shareId, { extra, getState, rejectWithValue }) => {
    const answer = await extra.api.cart.shared(shareId, { priceInclVAT: selectPricesInclVat(getState()) });
    return answer.ok ? answer.data : rejectWithValue(failure(answer));
  },
);

/**
 * Adds a shared cart's lines to the visitor's own cart (POST api/cart/load-shared). The cart slice takes
 * the answer like any cart operation; analytics hears add_to_cart for what was really added.
 */
export const loadSharedCart = createAppThunk<Cart, string, ShareThunkApi>(
  CART_OPERATION.loadShared,
  async (shareId, { extra, getState, rejectWithValue }) => {
    const before = getState().cart.lineItems;
    const answer = await extra.api.cart.loadShared(shareId, {
      priceInclVAT: selectPricesInclVat(getState()),
    });
    if (!answer.ok) return rejectWithValue(failure(answer));
    await reportCartChangesOnDemand(before, answer.data.lineItems, answer.data.price.currency);
    return answer.data;
  },
);
