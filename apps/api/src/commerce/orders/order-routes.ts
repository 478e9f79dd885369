import { orderBodySchema } from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { contentLanguage } from '../../http/language';
import { routeResponses } from '../../http/route-responses';
import { cartOwnerOf } from '../cart/cart-view';
import { requireCustomerId } from '../customers/current-customer';
import { firstRow, rows } from '../db/sql-rows';
import { requestPriceInclVat } from '../http/price-incl-vat';
import { orderListedFor, orderVisibleTo } from './order-access';
import { ORDER_COLUMNS, type OrderRow, toWireOrders } from './order-view';
import { placeOrder } from './place-order';

const listQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(9999).optional(),
  take: z.coerce.number().int().min(1).max(100).default(10),
  skip: z.coerce.number().int().min(0).default(0),
});

const idempotencyKeySchema = z.string().trim().min(8).max(200);

const tags = ['order'];
const orderParams = z.object({ orderNumber: z.string() });

/**
 * Order routes: place, history, one order. The history's query keeps its own one-line 400 (spec texts), so
 * it is read in the handler.
 */
export const orderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/order/',
    {
      schema: {
        tags,
        body: orderBodySchema,
        response: routeResponses({ 201: responseSchemas.placeOrderResult }, 403, 409),
      },
    },
    async (request, reply) => {
      const body = request.body;
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) {
        throw new ApiError(
          400,
          'BAD_REQUEST',
          'Send an Idempotency-Key header (8-200 characters) with the order.',
        );
      }
      const session = request.commerceSession;
      const owner = cartOwnerOf(request);
      if (!session || !owner) throw new ApiError(409, 'CONFLICT', 'Your cart is empty.');
      const result = await placeOrder(
        db,
        {
          owner,
          sessionIdHash: session.idHash,
          customerId: session.customerId,
          language: contentLanguage(request),
        },
        body,
        key.data,
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/order/all-orders',
    { schema: { tags, response: routeResponses({ 200: responseSchemas.orderList }, 401) } },
    async (request) => {
      const customerId = requireCustomerId(request);
      const parsed = listQuerySchema.safeParse(request.query);
      if (!parsed.success) {
        throw new ApiError(400, 'BAD_REQUEST', 'year, take (1-100) and skip must be whole numbers.');
      }
      const { year, take, skip } = parsed.data;
      const where = sql`${orderListedFor(customerId)} ${
        year === undefined ? sql`` : sql`AND extract(year FROM o.created_at AT TIME ZONE 'UTC') = ${year}`
      }`;
      const count = await firstRow<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM orders o WHERE ${where}`,
      );
      const found = await rows<OrderRow>(
        db,
        sql`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${where}
          ORDER BY o.created_at DESC, o.id DESC LIMIT ${take} OFFSET ${skip}`,
      );
      // The years that have any of the visitor's orders, newest first: the year filter offers only those.
      const years = await rows<{ year: number }>(
        db,
        sql`SELECT DISTINCT extract(year FROM o.created_at AT TIME ZONE 'UTC')::int AS year FROM orders o
          WHERE ${orderListedFor(customerId)} ORDER BY year DESC`,
      );
      return {
        orders: await toWireOrders(db, found, requestPriceInclVat(request), contentLanguage(request)),
        totalOrderCount: count?.n ?? 0,
        orderYears: years.map((row) => row.year),
      };
    },
  );

  app.get(
    '/api/order/:orderNumber',
    { schema: { tags, params: orderParams, response: routeResponses({ 200: responseSchemas.order }, 404) } },
    async (request) => {
      const found = await rows<OrderRow>(
        db,
        sql`SELECT ${ORDER_COLUMNS} FROM orders o
          WHERE o.order_number = ${request.params.orderNumber} AND ${orderVisibleTo(request)}`,
      );
      // Someone else's order is "not found": its existence is not confirmed either.
      if (found.length === 0) throw new ApiError(404, 'NOT_FOUND', 'No such order.');
      const [order] = await toWireOrders(db, found, requestPriceInclVat(request), contentLanguage(request));
      return order;
    },
  );
};
