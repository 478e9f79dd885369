import { amountFromOre } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { firstRow, rows } from '../db/sql-rows';
import { orderVisibleTo } from '../orders/order-access';
import { paymentTargetUrl } from './redirect-targets';
import { renderTestPaymentPage } from './test-payment-page';

interface PaymentOrderRow {
  id: number;
  order_number: string;
  status: string;
  language: string;
  total_price_ore: number;
}

type OrderParams = { Params: { orderNumber: string } };

/**
 * The built-in test payment provider: a page with Pay and Cancel for an order awaiting payment.
 * Pay marks the order paid and sends the shopper to the order confirmation page; Cancel gives the stock
 * back and returns to checkout. Both targets come from the allow-list in redirect-targets.
 */
export function registerPaymentRoutes(app: FastifyInstance, db: Database): void {
  async function visibleOrder(request: FastifyRequest<OrderParams>): Promise<PaymentOrderRow | undefined> {
    return firstRow<PaymentOrderRow>(
      db,
      sql`SELECT o.id, o.order_number, o.status, o.language, o.total_price_ore FROM orders o
          WHERE o.order_number = ${request.params.orderNumber} AND ${orderVisibleTo(request)}`,
    );
  }

  app.get<OrderParams>('/api/payment/test/:orderNumber', async (request, reply) => {
    const order = await visibleOrder(request);
    if (!order) return reply.status(404).type('text/plain; charset=utf-8').send('No such order.');
    const status = order.status === 'paid' ? 'paid' : order.status === 'cancelled' ? 'cancelled' : 'pending';
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

  app.post<OrderParams>(
    '/api/payment/test/:orderNumber/pay',
    { config: { allowForm: true } },
    async (request, reply) => {
      const order = await visibleOrder(request);
      if (!order) return reply.status(404).type('text/plain; charset=utf-8').send('No such order.');
      await db.execute(
        sql`UPDATE orders SET status = 'paid', paid_at = now() WHERE id = ${order.id} AND status = 'awaitingPayment'`,
      );
      const target = await paymentTargetUrl(db, 'OrderConfirmationPage', order.language);
      return reply.redirect(`${target}?orderNumber=${encodeURIComponent(order.order_number)}`, 303);
    },
  );

  app.post<OrderParams>(
    '/api/payment/test/:orderNumber/cancel',
    { config: { allowForm: true } },
    async (request, reply) => {
      const order = await visibleOrder(request);
      if (!order) return reply.status(404).type('text/plain; charset=utf-8').send('No such order.');
      await db.transaction(async (tx) => {
        const cancelled = await rows<{ id: number }>(
          tx,
          sql`UPDATE orders SET status = 'cancelled' WHERE id = ${order.id} AND status = 'awaitingPayment' RETURNING id`,
        );
        if (cancelled.length === 0) return;
        // The reserved stock goes back on the shelf.
        await tx.execute(
          sql`UPDATE variations v SET stock_quantity = v.stock_quantity + l.quantity
              FROM order_lines l WHERE l.order_id = ${order.id} AND v.code = l.code`,
        );
        await tx.execute(
          sql`UPDATE products p SET in_stock_quantity = p.in_stock_quantity + s.quantity
              FROM (SELECT v.product_id, sum(l.quantity)::int AS quantity FROM order_lines l
                    JOIN variations v ON v.code = l.code WHERE l.order_id = ${order.id} GROUP BY v.product_id) s
              WHERE p.id = s.product_id`,
        );
      });
      const target = await paymentTargetUrl(db, 'CheckoutPage', order.language);
      return reply.redirect(target, 303);
    },
  );
}
