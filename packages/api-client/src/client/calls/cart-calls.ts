import type { Cart, CartItemBody, ShareCartResult } from '../../schemas/cart';
import type { ApiResult } from '../api-result';
import type { QueryPairs } from '../filter-query';
import type { Transport } from '../transport';

/** The price flag passed along with cart calls. */
export interface CartPriceOptions {
  /** Line prices and totals including VAT when true, excluding when false (server default false). */
  priceInclVAT?: boolean;
}

function priceQuery(options: CartPriceOptions): QueryPairs {
  return options.priceInclVAT === undefined ? [] : [['priceInclVAT', String(options.priceInclVAT)]];
}

/** Spec §7: a failed cart fetch is rejected with an empty value, so the error's data is dropped. */
function withEmptyValue<T>(result: ApiResult<T>): ApiResult<T> {
  if (result.ok || result.kind === 'redirect') return result;
  return { ...result, data: null };
}

/** The cart calls. */
export interface CartCalls {
  /** GET api/cart: the session's cart; a failure carries `data: null` (the empty value). */
  get(options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** POST api/cart `{ code, quantity }`: adds to the line (or creates it); answers the cart. */
  add(item: CartItemBody, options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** PUT api/cart `{ code, quantity }`: sets the line's quantity (0 removes it); answers the cart. */
  update(item: CartItemBody, options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** POST api/cart/add-multiple `[{ code, quantity }]`: adds every item; answers the cart. */
  addMultiple(items: readonly CartItemBody[], options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** PUT api/cart/bulk `{ lineitems }`: sets each listed line's quantity; answers the cart. */
  bulk(lineitems: readonly CartItemBody[], options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** DELETE api/cart: removes the cart (204). */
  remove(): Promise<ApiResult<null>>;
  /** POST api/cart/coupon `{ couponCode }`: applies a coupon; answers the cart (400 with `fields` if unknown). */
  addCoupon(couponCode: string, options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** DELETE api/cart/coupon `{ couponCode }`: takes a coupon off; answers the cart. */
  removeCoupon(couponCode: string, options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** POST api/cart/share: saves the cart's lines for sharing; answers `{ shareId }` (201). */
  share(): Promise<ApiResult<ShareCartResult>>;
  /** GET api/cart/shared/{shareId}: a shared cart, priced for the visitor. */
  shared(shareId: string, options?: CartPriceOptions): Promise<ApiResult<Cart>>;
  /** POST api/cart/load-shared `{ shareId }`: adds a shared cart's lines to the own cart; answers the cart. */
  loadShared(shareId: string, options?: CartPriceOptions): Promise<ApiResult<Cart>>;
}

/** Builds the cart calls. */
export function createCartCalls(send: Transport): CartCalls {
  return {
    get: async (options = {}) =>
      withEmptyValue(
        await send({ method: 'GET', path: 'api/cart', query: priceQuery(options), response: 'cart' }),
      ),
    add: (item, options = {}) =>
      send({ method: 'POST', path: 'api/cart', query: priceQuery(options), body: item, response: 'cart' }),
    update: (item, options = {}) =>
      send({ method: 'PUT', path: 'api/cart', query: priceQuery(options), body: item, response: 'cart' }),
    addMultiple: (items, options = {}) =>
      send({
        method: 'POST',
        path: 'api/cart/add-multiple',
        query: priceQuery(options),
        body: items,
        response: 'cart',
      }),
    bulk: (lineitems, options = {}) =>
      send({
        method: 'PUT',
        path: 'api/cart/bulk',
        query: priceQuery(options),
        body: { lineitems },
        response: 'cart',
      }),
    remove: () => send({ method: 'DELETE', path: 'api/cart', response: 'none', allowEmpty: true }),
    addCoupon: (couponCode, options = {}) =>
      send({
        method: 'POST',
        path: 'api/cart/coupon',
        query: priceQuery(options),
        body: { couponCode },
        response: 'cart',
      }),
    removeCoupon: (couponCode, options = {}) =>
      send({
        method: 'DELETE',
        path: 'api/cart/coupon',
        query: priceQuery(options),
        body: { couponCode },
        response: 'cart',
      }),
    share: () => send({ method: 'POST', path: 'api/cart/share', response: 'shareCartResult' }),
    shared: (shareId, options = {}) =>
      send({
        method: 'GET',
        path: `api/cart/shared/${encodeURIComponent(shareId)}`,
        query: priceQuery(options),
        response: 'cart',
      }),
    loadShared: (shareId, options = {}) =>
      send({
        method: 'POST',
        path: 'api/cart/load-shared',
        query: priceQuery(options),
        body: { shareId },
        response: 'cart',
      }),
  };
}
