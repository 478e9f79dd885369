import { amountFromOre } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { firstRow } from '../db/sql-rows';
import { orderVisibleTo } from '../orders/order-access';
import { PAYMENT_OUTCOME_PARAM, paymentTargetUrl } from './redirect-targets';
import { type PaymentFailure, releaseUnpaidOrder } from './release-order';
import { renderTestPaymentPage } from './test-payment-page';

interface PaymentOrderRow {
  id: number;
  order_number: string;
  status: string;
  language: string;
  total_price_ore: number;
}

const orderParams = z.object({ orderNumber: z.string() });

/**
 * The built-in test payment provider: a page with Pay and Cancel for an order awaiting payment.
 * Pay marks the order paid and sends the shopper to the order confirmation page; Cancel (and Decline, a
 * simulated failed payment) gives the stock back, puts the order's lines back in the cart and returns to
 * checkout with `?payment=cancelled` or `?payment=failed`, which the checkout page explains. The targets
 * come from the allow-list in redirect-targets.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const schema = { tags: ['payment'], params: orderParams };
  async function visibleOrder(
    request: FastifyRequest,
    orderNumber: string,
  ): Promise<PaymentOrderRow | undefined> {
    return firstRow<PaymentOrderRow>(
      db,
      sql`SELECT o.id, o.order_number, o.status, o.language, o.total_price_ore FROM orders o
          WHERE o.order_number = ${orderNumber} AND ${orderVisibleTo(request)}`,
    );
  }

  app.get('/api/payment/test/:orderNumber', { schema }, async (request, reply) => {
    const order = await visibleOrder(request, request.params.orderNumber);
    if (!order) return reply.status(404).type('text/plain; charset=utf-8').send('No such order.');
    if (order.status === 'awaitingApproval') {
      // Above the purchaser's spending limit: nothing can be paid before an administrator approves it.
      return reply.status(409).type('text/plain; charset=utf-8').send('This order is awaiting approval.');
    }
    const status =
      order.status === 'paid'
        ? 'paid'
        : order.status === 'cancelled' || order.status === 'rejected'
          ? 'cancelled'
          : 'pending';
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        renderTestPaymentPage({
          orderNumber: order.order_number,
          totalFormatted: amountFromOre(order.total_price_ore).formattedString,
          language: order.language === 'en' ? 'en' : 'no',
          paymentStatus: status,
        }),
      );
  });

  app.post(
    '/api/payment/test/:orderNumber/pay',
    { schema, config: { allowForm: true } },
    async (request, reply) => {
      const order = await visibleOrder(request, request.params.orderNumber);
      if (!order) return reply.status(404).type('text/plain; charset=utf-8').send('No such order.');
      await db.execute(
        sql`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = ${order.id} AND status = 'awaitingPayment'`,
      );
      const target = await paymentTargetUrl(db, 'OrderConfirmationPage', order.language);
      return reply.redirect(`${target}?orderNumber=${encodeURIComponent(order.order_number)}`, 303);
    },
  );

  // Cancel (the shopper) and fail (a declined payment) end the same way: the order is released in one
  // transaction (stock back, lines back in the cart) and the shopper lands on checkout with a message.
  for (const outcome of ['cancelled', 'failed'] as const satisfies readonly PaymentFailure[]) {
    app.post(
      `/api/payment/test/:orderNumber/${outcome === 'cancelled' ? 'cancel' : 'fail'}`,
      { schema, config: { allowForm: true } },
      async (request, reply) => {
        const order = await visibleOrder(request, request.params.orderNumber);
        if (!order) return reply.status(404).type('text/plain; charset=utf-8').send('No such order.');
        const released = await db.transaction((tx) => releaseUnpaidOrder(tx, order.id));
        if (!released && (await visibleOrder(request, request.params.orderNumber))?.status === 'paid') {
          // Paid in another tab meanwhile: nothing to cancel, the order stands.
          const confirmation = await paymentTargetUrl(db, 'OrderConfirmationPage', order.language);
          return reply.redirect(`${confirmation}?orderNumber=${encodeURIComponent(order.order_number)}`, 303);
        }
        const target = await paymentTargetUrl(db, 'CheckoutPage', order.language);
        return reply.redirect(`${target}?${PAYMENT_OUTCOME_PARAM}=${outcome}`, 303);
      },
    );
  }
};
