import { sql } from 'drizzle-orm';
import type { SqlExecutor } from '../db/sql-rows';

/**
 * Puts an order's reserved stock back on the shelf (variations and their products), in the caller's transaction.
 * The caller first moves the order out of a state that holds stock, with a conditional UPDATE, so the same order
 * is never restocked twice.
 */
export async function restockOrder(tx: SqlExecutor, orderId: number): Promise<void> {
  await tx.execute(
    sql`UPDATE variations v SET stock_quantity = v.stock_quantity + l.quantity
        FROM order_lines l WHERE l.order_id = ${orderId} AND v.code = l.code`,
  );
  await tx.execute(
    sql`UPDATE products p SET in_stock_quantity = p.in_stock_quantity + s.quantity
        FROM (SELECT v.product_id, sum(l.quantity)::int AS quantity FROM order_lines l
              JOIN variations v ON v.code = l.code WHERE l.order_id = ${orderId} GROUP BY v.product_id) s
        WHERE p.id = s.product_id`,
  );
}
