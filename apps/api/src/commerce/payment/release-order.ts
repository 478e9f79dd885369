import { CART_QUANTITY_MAX } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import { type CartOwner, ensureCartId, lockCart, readCart, setQuantities } from '../cart/cart-store';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';
import { restockOrder } from '../orders/restock-order';

/** How a payment ended without money: the shopper cancelled, or the provider declined it. */
export type PaymentFailure = 'cancelled' | 'failed';

interface ReleasedOrderRow {
  customer_id: number | null;
  session_id_hash: string | null;
  coupon_codes: string[] | null;
}

/**
 * Undoes an order that was never paid, in the caller's transaction, so it happens entirely or not at all:
 * the order becomes 'cancelled' (only from 'awaitingPayment', so a second cancel or a cancel after paying
 * changes nothing), the reserved stock goes back on the shelf, and the order's lines and coupons go back
 * into the owner's cart (quantities add to anything put in the cart meanwhile, held at 999), so the shopper
 * returns to the cart as it was. Answers false when the order was not awaiting payment.
 */
export async function releaseUnpaidOrder(tx: SqlExecutor, orderId: number): Promise<boolean> {
  const order = await firstRow<ReleasedOrderRow>(
    tx,
    sql`UPDATE orders SET status = 'cancelled' WHERE id = ${orderId} AND status = 'awaitingPayment'
        RETURNING customer_id, session_id_hash, coupon_codes`,
  );
  if (!order) return false;
  await restockOrder(tx, orderId);

  const owner: CartOwner | null =
    order.customer_id !== null
      ? { customerId: order.customer_id }
      : order.session_id_hash !== null
        ? { sessionIdHash: order.session_id_hash }
        : null;
  if (!owner) return true;
  const lines = await rows<{ code: string; quantity: number }>(
    tx,
    sql`SELECT code, quantity FROM order_lines WHERE order_id = ${orderId} ORDER BY position, id`,
  );
  const cartId = await ensureCartId(tx, owner);
  await lockCart(tx, cartId);
  const current = new Map((await readCart(tx, cartId)).lines.map((l) => [l.code, l.quantity]));
  await setQuantities(
    tx,
    cartId,
    lines.map((line) => ({
      code: line.code,
      quantity: Math.min(CART_QUANTITY_MAX, (current.get(line.code) ?? 0) + line.quantity),
    })),
  );
  for (const code of order.coupon_codes ?? []) {
    await tx.execute(
      sql`INSERT INTO cart_coupons (cart_id, coupon_code) VALUES (${cartId}, ${code}) ON CONFLICT DO NOTHING`,
    );
  }
  return true;
}
