import { FIELD_MESSAGES } from '@storefront/api-client';
import { CART_QUANTITY_MAX } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';

/** Who a cart belongs to: a signed-in customer, or an anonymous session. */
export type CartOwner = { customerId: number } | { sessionIdHash: string };

/** The stored contents of a cart (codes and quantities; prices are never stored). */
export interface StoredCart {
  id: number;
  acceptOrderSplitting: boolean;
  lines: { code: string; quantity: number }[];
  couponCodes: string[];
}

function ownerCondition(owner: CartOwner) {
  return 'customerId' in owner
    ? sql`customer_id = ${owner.customerId}`
    : sql`session_id_hash = ${owner.sessionIdHash}`;
}

/** The owner's cart id, if a cart exists. */
export async function findCartId(db: SqlExecutor, owner: CartOwner): Promise<number | undefined> {
  const row = await firstRow<{ id: number }>(db, sql`SELECT id FROM carts WHERE ${ownerCondition(owner)}`);
  return row?.id;
}

/** The owner's cart id, creating the cart on first use (safe when two requests race: the unique index decides). */
export async function ensureCartId(db: SqlExecutor, owner: CartOwner): Promise<number> {
  const existing = await findCartId(db, owner);
  if (existing !== undefined) return existing;
  const values =
    'customerId' in owner ? sql`(${owner.customerId}, NULL)` : sql`(NULL, ${owner.sessionIdHash})`;
  await db.execute(
    sql`INSERT INTO carts (customer_id, session_id_hash) VALUES ${values} ON CONFLICT DO NOTHING`,
  );
  const id = await findCartId(db, owner);
  if (id === undefined) throw new Error('cart could not be created');
  return id;
}

/** Reads a cart's lines (in the order they were added) and coupons. */
export async function readCart(db: SqlExecutor, cartId: number): Promise<StoredCart> {
  const cart = await firstRow<{ accept_order_splitting: boolean }>(
    db,
    sql`SELECT accept_order_splitting FROM carts WHERE id = ${cartId}`,
  );
  const lines = await rows<{ code: string; quantity: number }>(
    db,
    sql`SELECT code, quantity FROM cart_lines WHERE cart_id = ${cartId} ORDER BY position, id`,
  );
  const coupons = await rows<{ coupon_code: string }>(
    db,
    sql`SELECT coupon_code FROM cart_coupons WHERE cart_id = ${cartId} ORDER BY added_at`,
  );
  return {
    id: cartId,
    acceptOrderSplitting: cart?.accept_order_splitting ?? true,
    lines,
    couponCodes: coupons.map((c) => c.coupon_code),
  };
}

interface ArticleRow {
  code: string;
  active: boolean;
  is_buyable: boolean;
}

/**
 * Checks that every code names an article that may be put in a cart: unknown codes and discontinued or
 * unbuyable articles are refused with an error naming them. `allowInactive` lets quantity 0 (removal) through.
 */
export async function assertArticles(
  db: SqlExecutor,
  items: readonly { code: string; quantity: number }[],
): Promise<void> {
  const codes = [...new Set(items.map((i) => i.code))];
  const found = await rows<ArticleRow>(
    db,
    sql`SELECT v.code, p.active, v.is_buyable FROM variations v JOIN products p ON p.id = v.product_id
        WHERE v.code IN (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`,
  );
  const byCode = new Map(found.map((row) => [row.code, row]));
  const unknown = codes.filter((code) => !byCode.has(code));
  if (unknown.length > 0) {
    throw new ApiError(
      400,
      'UNKNOWN_CODE',
      `No article has the code ${unknown.map((c) => `'${c}'`).join(', ')}.`,
      { code: `Unknown article code: ${unknown.join(', ')}` },
    );
  }
  const inactive = items
    .filter((i) => i.quantity > 0)
    .map((i) => byCode.get(i.code)!)
    .filter((a) => !a.active || !a.is_buyable);
  if (inactive.length > 0) {
    const list = [...new Set(inactive.map((a) => a.code))];
    throw new ApiError(
      409,
      'NOT_ACTIVE',
      `${list.map((c) => `'${c}'`).join(', ')} can no longer be bought.`,
      { code: `Article no longer available: ${list.join(', ')}` },
    );
  }
}

const tooMany = () =>
  new ApiError(400, 'VALIDATION_FAILED', FIELD_MESSAGES.quantity, { quantity: FIELD_MESSAGES.quantity });

/**
 * Locks the cart's row until the surrounding transaction ends, so writes to one cart (two tabs, a double
 * click, twenty requests at once) take turns: each reads the lines the previous one committed, and no
 * quantity is lost. Writes to other carts are not held up.
 */
export async function lockCart(db: SqlExecutor, cartId: number): Promise<void> {
  await db.execute(sql`SELECT id FROM carts WHERE id = ${cartId} FOR UPDATE`);
}

/** Adds quantities to lines (new lines go last); a line may never exceed CART_QUANTITY_MAX. Call inside a transaction. */
export async function addToCart(
  db: SqlExecutor,
  cartId: number,
  items: readonly { code: string; quantity: number }[],
): Promise<void> {
  await lockCart(db, cartId);
  const current = new Map((await readCart(db, cartId)).lines.map((l) => [l.code, l.quantity]));
  const merged = new Map<string, number>();
  for (const item of items) {
    merged.set(item.code, (merged.get(item.code) ?? current.get(item.code) ?? 0) + item.quantity);
  }
  if ([...merged.values()].some((q) => q > CART_QUANTITY_MAX)) throw tooMany();
  await setQuantities(
    db,
    cartId,
    [...merged].map(([code, quantity]) => ({ code, quantity })),
  );
}

/** Sets exact quantities; 0 removes the line. Call inside a transaction. */
export async function setQuantities(
  db: SqlExecutor,
  cartId: number,
  items: readonly { code: string; quantity: number }[],
): Promise<void> {
  await lockCart(db, cartId);
  for (const item of items) {
    if (item.quantity === 0) {
      await db.execute(sql`DELETE FROM cart_lines WHERE cart_id = ${cartId} AND code = ${item.code}`);
      continue;
    }
    await db.execute(
      sql`INSERT INTO cart_lines (cart_id, code, quantity, position)
          VALUES (${cartId}, ${item.code}, ${item.quantity},
                  (SELECT coalesce(max(position), 0) + 1 FROM cart_lines WHERE cart_id = ${cartId}))
          ON CONFLICT (cart_id, code) DO UPDATE SET quantity = excluded.quantity`,
    );
  }
  await db.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${cartId}`);
}

/** Deletes a cart with its lines and coupons. */
export async function deleteCart(db: SqlExecutor, cartId: number): Promise<void> {
  await db.execute(sql`DELETE FROM carts WHERE id = ${cartId}`);
}

/**
 * Moves an anonymous session's cart into the customer's cart at sign-in: quantities of the same article
 * add up (held at 999), new articles are appended, coupons carry over, and the anonymous cart is deleted.
 */
export async function mergeCarts(db: SqlExecutor, from: CartOwner, into: CartOwner): Promise<void> {
  const fromId = await findCartId(db, from);
  if (fromId === undefined) return;
  const source = await readCart(db, fromId);
  if (source.lines.length > 0 || source.couponCodes.length > 0) {
    const intoId = await ensureCartId(db, into);
    await lockCart(db, intoId);
    const target = new Map((await readCart(db, intoId)).lines.map((l) => [l.code, l.quantity]));
    await setQuantities(
      db,
      intoId,
      source.lines.map((line) => ({
        code: line.code,
        quantity: Math.min(CART_QUANTITY_MAX, (target.get(line.code) ?? 0) + line.quantity),
      })),
    );
    for (const code of source.couponCodes) {
      await db.execute(
        sql`INSERT INTO cart_coupons (cart_id, coupon_code) VALUES (${intoId}, ${code}) ON CONFLICT DO NOTHING`,
      );
    }
  }
  await deleteCart(db, fromId);
}
