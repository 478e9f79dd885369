import {
  addMultipleBodySchema,
  bulkBodySchema,
  type CartItemBody,
  cartItemBodySchema,
  codeField,
  QUANTITY_MAX,
  shareCartResultSchema,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { contentLanguage } from '../../http/language';
import { noContent, routeResponses } from '../../http/route-responses';
import { firstRow } from '../db/sql-rows';
import { requestPriceInclVat } from '../http/price-incl-vat';
import { ensureSession } from '../sessions/session-context';
import {
  addToCart,
  assertArticles,
  deleteCart,
  ensureCartId,
  findCartId,
  lockCart,
  readCart,
  setQuantities,
} from './cart-store';
import { cartOwnerOf, priceStoredCart, requestCart } from './cart-view';
import { promotionsInForce } from './catalogue-lines';
import { loadSharedCart, shareCart } from './shared-carts';

const couponBodySchema = z.object({ couponCode: codeField });
const shareIdBodySchema = z.object({ shareId: z.string().trim().min(1).max(64) });

const tags = ['cart'];
const shareParams = z.object({ shareId: z.string() });
const { cart } = responseSchemas;
// A state change answers the cart; 403 is the cross-site guard, 409 an article no longer bought or short in stock.
const changed = routeResponses({ 200: cart }, 403, 409);

/** The cart routes: read, add, set quantity, add multiple, bulk, delete, coupons and sharing. */
export const cartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** The cart id of the visitor, creating session and cart when needed (only state-changing routes call this). */
  async function ownCartId(request: FastifyRequest, reply: FastifyReply): Promise<number> {
    await ensureSession(db, request, reply);
    return ensureCartId(db, cartOwnerOf(request)!);
  }
  const answerCart = async (request: FastifyRequest) => (await requestCart(db, request)).cart;

  app.get('/api/cart', { schema: { tags, response: routeResponses({ 200: cart }) } }, async (request) =>
    answerCart(request),
  );

  /** A change of lines: checks the articles, applies it in one transaction and answers the cart. */
  async function changeLines(
    request: FastifyRequest,
    reply: FastifyReply,
    items: CartItemBody[],
    apply: typeof addToCart,
  ) {
    await assertArticles(db, items);
    const cartId = await ownCartId(request, reply);
    await db.transaction(async (tx) => apply(tx, cartId, items));
    return answerCart(request);
  }

  app.post('/api/cart', { schema: { tags, body: cartItemBodySchema, response: changed } }, (request, reply) =>
    changeLines(request, reply, [request.body], addToCart),
  );

  app.put('/api/cart', { schema: { tags, body: cartItemBodySchema, response: changed } }, (request, reply) =>
    changeLines(request, reply, [request.body], setQuantities),
  );

  app.post(
    '/api/cart/add-multiple',
    { schema: { tags, body: addMultipleBodySchema, response: changed } },
    (request, reply) => changeLines(request, reply, request.body, addToCart),
  );

  app.put('/api/cart/bulk', { schema: { tags, body: bulkBodySchema, response: changed } }, (request, reply) =>
    changeLines(request, reply, request.body.lineitems, setQuantities),
  );

  app.delete(
    '/api/cart',
    { schema: { tags, response: routeResponses({ 204: noContent }, 403) } },
    async (request, reply) => {
      const owner = cartOwnerOf(request);
      const cartId = owner ? await findCartId(db, owner) : undefined;
      if (cartId !== undefined) await deleteCart(db, cartId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/cart/coupon',
    { schema: { tags, body: couponBodySchema, response: changed } },
    async (request, reply) => {
      const { couponCode } = request.body;
      const [promotion] = await promotionsInForce(db, [], [couponCode], contentLanguage(request));
      if (!promotion?.couponCode) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'This coupon code is unknown or has expired.', {
          couponCode: 'Unknown or expired coupon code',
        });
      }
      const cartId = await ownCartId(request, reply);
      await db.execute(
        sql`INSERT INTO cart_coupons (cart_id, coupon_code) VALUES (${cartId}, ${promotion.couponCode}) ON CONFLICT DO NOTHING`,
      );
      return answerCart(request);
    },
  );

  app.delete(
    '/api/cart/coupon',
    { schema: { tags, body: couponBodySchema, response: changed } },
    async (request) => {
      const { couponCode } = request.body;
      const owner = cartOwnerOf(request);
      const cartId = owner ? await findCartId(db, owner) : undefined;
      if (cartId !== undefined) {
        await db.execute(
          sql`DELETE FROM cart_coupons WHERE cart_id = ${cartId} AND upper(coupon_code) = upper(${couponCode})`,
        );
      }
      return answerCart(request);
    },
  );

  app.post(
    '/api/cart/share',
    { schema: { tags, response: routeResponses({ 201: shareCartResultSchema }, 403, 409) } },
    async (request, reply) => {
      const owner = cartOwnerOf(request);
      const cartId = owner ? await findCartId(db, owner) : undefined;
      const stored = cartId === undefined ? undefined : await readCart(db, cartId);
      if (!stored || stored.lines.length === 0) {
        throw new ApiError(409, 'CONFLICT', 'An empty cart cannot be shared.');
      }
      const shareId = await shareCart(db, stored.lines);
      return reply.status(201).send({ shareId });
    },
  );

  app.get(
    '/api/cart/shared/:shareId',
    { schema: { tags, params: shareParams, response: routeResponses({ 200: cart }, 404) } },
    async (request) => {
      const lines = await loadSharedCart(db, request.params.shareId);
      const priced = await priceStoredCart(
        db,
        { lines, couponCodes: [], acceptOrderSplitting: true },
        { language: contentLanguage(request), priceInclVat: requestPriceInclVat(request) },
      );
      return priced.cart;
    },
  );

  app.post(
    '/api/cart/load-shared',
    { schema: { tags, body: shareIdBodySchema, response: routeResponses({ 200: cart }, 403, 404, 409) } },
    async (request, reply) => {
      const { shareId } = request.body;
      const lines = await loadSharedCart(db, shareId);
      // Articles discontinued since the cart was shared are left out rather than failing the whole load.
      const buyable = await firstRow<{ codes: string[] | null }>(
        db,
        sql`SELECT array_agg(v.code) AS codes FROM variations v JOIN products p ON p.id = v.product_id
          WHERE p.active AND v.is_buyable
            AND v.code IN (SELECT jsonb_array_elements_text(${JSON.stringify(lines.map((l) => l.code))}::jsonb))`,
      );
      const allowed = new Set(buyable?.codes ?? []);
      const cartId = await ownCartId(request, reply);
      await db.transaction(async (tx) => {
        await lockCart(tx, cartId);
        const current = new Map((await readCart(tx, cartId)).lines.map((l) => [l.code, l.quantity]));
        await setQuantities(
          tx,
          cartId,
          lines
            .filter((l) => allowed.has(l.code))
            .map((l) => ({
              code: l.code,
              quantity: Math.min(QUANTITY_MAX, (current.get(l.code) ?? 0) + l.quantity),
            })),
        );
      });
      return answerCart(request);
    },
  );
};
