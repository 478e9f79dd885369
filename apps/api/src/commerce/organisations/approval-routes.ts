import { type Approval, rejectOrderBodySchema } from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { amountFromOre, canDecideApproval, STATUS_AFTER_APPROVAL } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { contentLanguage } from '../../http/language';
import { routeResponses } from '../../http/route-responses';
import { requireCustomerId } from '../customers/current-customer';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';
import { requestPriceInclVat } from '../http/price-incl-vat';
import { ORDER_COLUMNS, type OrderRow, toWireOrders } from '../orders/order-view';
import { restockOrder } from '../orders/restock-order';
import { administratorFirst, checkedAdministrator } from './administrator-first';
import { requireAdministrator } from './organisation-users';

const REFUSAL = 'Only administrators of the organisation may approve or reject its orders.';

interface ApprovalRow {
  order_number: string;
  created_at: Date | string;
  placed_by: string;
  spending_limit_nok: number | null;
  total_ex_vat_ore: number;
  total_price_ore: number;
  number_of_items: number;
  payment_method: Approval['paymentMethod'];
}

const decisionParams = z.object({ orderNumber: z.string() });

/**
 * Locks an order of the administrator's organisation for a decision. Another organisation's order, a private
 * customer's or a guest's is "not found" (its existence is not confirmed); one already decided is 409. The row
 * lock makes a concurrent second decision wait and then find the order decided.
 */
async function lockUndecidedOrder(
  tx: SqlExecutor,
  organisationId: number,
  orderNumber: string,
): Promise<number> {
  const order = await firstRow<{ id: number; status: OrderRow['status'] }>(
    tx,
    sql`SELECT o.id, o.status FROM orders o JOIN customers c ON c.id = o.customer_id
        WHERE o.order_number = ${orderNumber} AND c.organisation_id = ${organisationId} FOR UPDATE OF o`,
  );
  if (!order) throw new ApiError(404, 'NOT_FOUND', 'No such order.');
  if (!canDecideApproval(order.status)) {
    throw new ApiError(409, 'CONFLICT', 'This order is no longer awaiting approval.');
  }
  return order.id;
}

/**
 * Approvals of orders above a purchaser's spending limit: the list, approve and reject, for administrators of
 * the order's organisation only. Stock was reserved when the order was placed, so approving cannot oversell;
 * rejecting returns it.
 */
export const approvalRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['organisation'];
  // An approval or rejection answers the order as it now stands; 409 when it was decided already.
  const decided = routeResponses({ 200: responseSchemas.order }, 401, 403, 404, 409);
  const answerOrder = async (request: FastifyRequest, orderId: number) => {
    const found = await rows<OrderRow>(
      db,
      sql`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = ${orderId}`,
    );
    const [order] = await toWireOrders(db, found, requestPriceInclVat(request), contentLanguage(request));
    return order;
  };

  app.get(
    '/api/customer/organisation/approvals',
    { schema: { tags, response: routeResponses({ 200: responseSchemas.approvalList }, 401, 403) } },
    async (request) => {
      const admin = await requireAdministrator(db, requireCustomerId(request), REFUSAL);
      const found = await rows<ApprovalRow>(
        db,
        sql`SELECT o.order_number, o.created_at, trim(c.first_name || ' ' || c.last_name) AS placed_by,
            c.spending_limit_nok, o.total_price_for_items_ex_vat_ore + o.total_freight_price_ex_vat_ore AS total_ex_vat_ore,
            o.total_price_ore, o.number_of_items, o.payment_method
          FROM orders o JOIN customers c ON c.id = o.customer_id
          WHERE c.organisation_id = ${admin.organisationId} AND o.status = 'awaitingApproval'
          ORDER BY o.created_at, o.id`,
      );
      return {
        approvals: found.map(
          (row): Approval => ({
            orderNumber: row.order_number,
            orderDate: new Date(row.created_at).toISOString(),
            placedBy: row.placed_by,
            spendingLimit: row.spending_limit_nok,
            totalPriceExVat: amountFromOre(Number(row.total_ex_vat_ore)),
            totalPrice: amountFromOre(row.total_price_ore),
            numberOfItems: row.number_of_items,
            paymentMethod: row.payment_method,
          }),
        ),
      };
    },
  );

  app.post(
    '/api/customer/organisation/approvals/:orderNumber/approve',
    { schema: { tags, params: decisionParams, response: decided } },
    async (request) => {
      const adminId = requireCustomerId(request);
      const admin = await requireAdministrator(db, adminId, REFUSAL);
      const orderId = await db.transaction(async (tx) => {
        const id = await lockUndecidedOrder(tx, admin.organisationId, request.params.orderNumber);
        await tx.execute(
          sql`UPDATE orders SET status = ${STATUS_AFTER_APPROVAL}, approval_decided_by = ${adminId},
              approval_decided_at = now() WHERE id = ${id}`,
        );
        return id;
      });
      return answerOrder(request, orderId);
    },
  );

  app.post(
    '/api/customer/organisation/approvals/:orderNumber/reject',
    {
      schema: { tags, params: decisionParams, body: rejectOrderBodySchema, response: decided },
      preValidation: administratorFirst(db, { refusal: REFUSAL }),
    },
    async (request) => {
      const adminId = requireCustomerId(request);
      const admin = checkedAdministrator(request);
      const { body } = request;
      const orderId = await db.transaction(async (tx) => {
        const id = await lockUndecidedOrder(tx, admin.organisationId, request.params.orderNumber);
        await tx.execute(
          sql`UPDATE orders SET status = 'rejected', rejection_reason = ${body.reason},
              approval_decided_by = ${adminId}, approval_decided_at = now() WHERE id = ${id}`,
        );
        // The goods held for the order go back on the shelf for everybody else.
        await restockOrder(tx, id);
        return id;
      });
      return answerOrder(request, orderId);
    },
  );
};
