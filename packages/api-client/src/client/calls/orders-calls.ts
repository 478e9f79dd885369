import type { Order, OrderBody, OrderList, PlaceOrderResult } from '../../schemas/order';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/** Which page of the order history to get. */
export interface OrderListQuery {
  /** Only orders placed in this year. */
  year?: number;
  /** Page size. */
  take?: number;
  /** Orders to skip. */
  skip?: number;
}

/** The order calls. */
export interface OrdersCalls {
  /** GET api/order/all-orders?year&take&skip: the customer's orders, newest first, and the total count. */
  list(query?: OrderListQuery): Promise<ApiResult<OrderList>>;
  /** GET api/order/{orderNumber}: one of the customer's orders. */
  get(orderNumber: string): Promise<ApiResult<Order>>;
  /**
   * POST api/order/ with the checkout body and an `Idempotency-Key` header (a repeated submission with
   * the same key answers the same order): `{ orderNumber, redirectUrl }` (201).
   */
  place(body: OrderBody, idempotencyKey: string): Promise<ApiResult<PlaceOrderResult>>;
}

/** Builds the order calls. */
export function createOrdersCalls(send: Transport): OrdersCalls {
  return {
    list: (query = {}) => {
      const pairs: Array<readonly [string, string]> = [];
      if (query.year !== undefined) pairs.push(['year', String(query.year)]);
      if (query.take !== undefined) pairs.push(['take', String(query.take)]);
      if (query.skip !== undefined) pairs.push(['skip', String(query.skip)]);
      return send({ method: 'GET', path: 'api/order/all-orders', query: pairs, response: 'orderList' });
    },
    get: (orderNumber) =>
      send({ method: 'GET', path: `api/order/${encodeURIComponent(orderNumber)}`, response: 'order' }),
    place: (body, idempotencyKey) =>
      send({
        method: 'POST',
        path: 'api/order/',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        response: 'placeOrderResult',
      }),
  };
}
