import type { OrderBody } from '../../schemas/order';
import { orderListSchema, orderSchema, placeOrderResultSchema } from '../../schemas/order';
import type { QueryPairs } from '../filter-query';
import type { Transport } from '../transport';

/** Which page of the order history to get. */
export interface OrderListQuery {
  /** Only orders placed in this year. */
  year?: number;
  take?: number;
  skip?: number;
}

/** Builds the order calls. */
export function createOrdersCalls(send: Transport) {
  return {
    /** GET api/order/all-orders?year&take&skip: the customer's orders, newest first, and the total count. */
    list: (query: OrderListQuery = {}) => {
      const pairs: Array<readonly [string, string]> = [];
      if (query.year !== undefined) pairs.push(['year', String(query.year)]);
      if (query.take !== undefined) pairs.push(['take', String(query.take)]);
      if (query.skip !== undefined) pairs.push(['skip', String(query.skip)]);
      const queryPairs: QueryPairs = pairs;
      return send({
        method: 'GET',
        path: 'api/order/all-orders',
        query: queryPairs,
        schema: orderListSchema,
      });
    },
    /** GET api/order/{orderNumber}: one of the customer's orders. */
    get: (orderNumber: string) =>
      send({ method: 'GET', path: `api/order/${encodeURIComponent(orderNumber)}`, schema: orderSchema }),
    /**
     * POST api/order/ with the checkout body and an `Idempotency-Key` header (a repeated submission with
     * the same key answers the same order): `{ orderNumber, redirectUrl }` (201).
     */
    place: (body: OrderBody, idempotencyKey: string) =>
      send({
        method: 'POST',
        path: 'api/order/',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: placeOrderResultSchema,
      }),
  };
}

/** The order calls. */
export type OrdersCalls = ReturnType<typeof createOrdersCalls>;
