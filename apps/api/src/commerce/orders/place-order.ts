import { createHash } from 'node:crypto';
import type { OrderBody, OrderStatus, orderBodySchema, PlaceOrderResult } from '@storefront/api-client';
import { needsApproval } from '@storefront/domain';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { OrderAddressSnapshot } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { CartOwner } from '../cart/cart-store';
import { readCart } from '../cart/cart-store';
import { priceStoredCart } from '../cart/cart-view';
import { countryName } from '../customers/country-names';
import { firstRow, type SqlExecutor } from '../db/sql-rows';
import { paymentTargetUrl } from '../payment/redirect-targets';
import { newOrderNumber } from './order-number';
import { snapshotOf, variationSnapshots } from './variation-snapshot';

/** The checkout body after validation. */
export type ValidOrderBody = z.output<typeof orderBodySchema>;

/** Who places the order and in which language the texts are frozen. */
export interface OrderPlacer {
  owner: CartOwner;
  sessionIdHash: string;
  customerId: number | null;
  language: 'no' | 'en';
}

/** Where the shopper pays: the built-in test payment page (a real provider plugs in here). */
export function paymentPageUrl(orderNumber: string): string {
  return `/api/payment/test/${encodeURIComponent(orderNumber)}`;
}

function snapshot(address: ValidOrderBody['billingAddress'], language: 'no' | 'en'): OrderAddressSnapshot {
  return { ...address, countryName: countryName(address.countryCode, language) };
}

/** A stable fingerprint of the request, so one idempotency key cannot be reused for a different order. */
export function requestFingerprint(body: OrderBody | ValidOrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('base64url');
}

const outOfStock = (codes: string[]) =>
  new ApiError(
    409,
    'OUT_OF_STOCK',
    `Not enough in stock for ${codes.map((c) => `'${c}'`).join(', ')}. Change the quantity and try again.`,
    { code: `Out of stock: ${codes.join(', ')}` },
  );

/**
 * The placing customer's spending limit: a purchaser's own (null = none); administrators, private customers and
 * guests have no limit, whatever is stored.
 */
async function spendingLimitOf(tx: SqlExecutor, customerId: number | null): Promise<number | null> {
  if (customerId === null) return null;
  const row = await firstRow<{ spending_limit_nok: number | null }>(
    tx,
    sql`SELECT spending_limit_nok FROM customers
        WHERE id = ${customerId} AND role_key = 'OrganizationPurchaser' AND organisation_id IS NOT NULL`,
  );
  return row?.spending_limit_nok ?? null;
}

/**
 * Places an order in one transaction: claims the idempotency key, locks the cart, re-prices it from the
 * catalogue, decrements stock with a conditional UPDATE (never below zero, so concurrent checkouts of the
 * last items cannot oversell), writes the order and its lines, and empties the cart. A repeated key answers
 * the order of the first submission.
 */
export async function placeOrder(
  db: Database,
  placer: OrderPlacer,
  body: ValidOrderBody,
  idempotencyKey: string,
): Promise<PlaceOrderResult> {
  const scope = placer.customerId !== null ? `c:${placer.customerId}` : `s:${placer.sessionIdHash}`;
  const fingerprint = requestFingerprint(body);
  const placed = await db.transaction(async (tx) => {
    // On PostgreSQL a concurrent insert of the same key waits here until the first transaction ends.
    const claimed = await firstRow<{ key: string }>(
      tx,
      sql`INSERT INTO idempotency_keys (key, scope, request_hash) VALUES (${idempotencyKey}, ${scope}, ${fingerprint})
          ON CONFLICT DO NOTHING RETURNING key`,
    );
    if (!claimed) return undefined;
    return createOrder(tx, placer, body, { key: idempotencyKey, scope });
  });
  if (placed) return placed;

  const previous = await firstRow<{ request_hash: string; response: PlaceOrderResult | null }>(
    db,
    sql`SELECT request_hash, response FROM idempotency_keys WHERE scope = ${scope} AND key = ${idempotencyKey}`,
  );
  if (!previous?.response) {
    throw new ApiError(409, 'CONFLICT', 'This order is still being placed. Try again in a moment.');
  }
  if (previous.request_hash !== fingerprint) {
    throw new ApiError(409, 'CONFLICT', 'This idempotency key was already used for a different order.');
  }
  return previous.response;
}

async function createOrder(
  tx: SqlExecutor,
  placer: OrderPlacer,
  body: ValidOrderBody,
  idempotency: { key: string; scope: string },
): Promise<PlaceOrderResult> {
  const ownerCondition =
    'customerId' in placer.owner
      ? sql`customer_id = ${placer.owner.customerId}`
      : sql`session_id_hash = ${placer.owner.sessionIdHash}`;
  // Locking the cart row serialises two checkouts of one cart with different keys: the second finds it empty.
  const cart = await firstRow<{ id: number }>(
    tx,
    sql`SELECT id FROM carts WHERE ${ownerCondition} FOR UPDATE`,
  );
  const stored = cart ? await readCart(tx, cart.id) : undefined;
  if (!cart || !stored || stored.lines.length === 0) {
    throw new ApiError(409, 'CONFLICT', 'Your cart is empty.');
  }
  const priced = await priceStoredCart(tx, stored, {
    language: placer.language,
    priceInclVat: true,
    deliveryMethod: body.deliveryMethod,
  });
  const known = new Set(priced.lines.map((l) => l.code));
  const unknown = stored.lines.filter((l) => !known.has(l.code)).map((l) => l.code);
  if (unknown.length > 0) {
    throw new ApiError(
      409,
      'NOT_ACTIVE',
      `${unknown.join(', ')} can no longer be bought. Remove it from the cart.`,
    );
  }
  const inactive = priced.lines.filter((l) => !l.active || !l.isBuyable).map((l) => l.code);
  if (inactive.length > 0) {
    throw new ApiError(
      409,
      'NOT_ACTIVE',
      `${inactive.map((c) => `'${c}'`).join(', ')} can no longer be bought. Remove it from the cart.`,
      { code: `Article no longer available: ${inactive.join(', ')}` },
    );
  }

  // Same lock order in every transaction (by code) so two multi-line checkouts cannot deadlock.
  const byCode = [...priced.lines].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  const short: string[] = [];
  for (const line of byCode) {
    const updated = await firstRow<{ product_id: number }>(
      tx,
      sql`UPDATE variations SET stock_quantity = stock_quantity - ${line.quantity}
          WHERE code = ${line.code} AND stock_quantity >= ${line.quantity} RETURNING product_id`,
    );
    if (!updated) {
      short.push(line.code);
      continue;
    }
    await tx.execute(
      sql`UPDATE products SET in_stock_quantity = greatest(0, in_stock_quantity - ${line.quantity})
          WHERE id = ${updated.product_id}`,
    );
  }
  if (short.length > 0) throw outOfStock(short);

  const orderNumber = newOrderNumber();
  const t = priced.totals;
  // Stock is taken above for orders awaiting approval too: the goods are held while the administrator decides,
  // so an approval can never oversell; a rejection gives them back (restockOrder).
  const approval = needsApproval(
    t.itemsExVatOre - t.discountExVatOre + t.shippingExVatOre,
    await spendingLimitOf(tx, placer.customerId),
  );
  const status: OrderStatus = approval ? 'awaitingApproval' : 'awaitingPayment';
  // An order awaiting approval cannot be paid yet: the purchaser goes to its confirmation page instead.
  const redirectUrl = approval
    ? `${await paymentTargetUrl(tx, 'OrderConfirmationPage', placer.language)}?orderNumber=${encodeURIComponent(orderNumber)}`
    : paymentPageUrl(orderNumber);
  const order = await firstRow<{ id: number }>(
    tx,
    sql`INSERT INTO orders (order_number, customer_id, session_id_hash, status, language, email, phone_number,
          billing_address, shipping_address, payment_method, shipping_method, requested_delivery_date, note, currency,
          number_of_items, total_price_for_items_ore, total_freight_price_ore, total_vat_ore, total_price_ore,
          total_price_for_items_ex_vat_ore, total_freight_price_ex_vat_ore, discount_inc_vat_ore, coupon_codes,
          accept_order_splitting, approval_required)
        VALUES (${orderNumber}, ${placer.customerId}, ${placer.sessionIdHash}, ${status}, ${placer.language},
          ${body.contact.email}, ${body.contact.phoneNumber},
          ${JSON.stringify(snapshot(body.billingAddress, placer.language))}::jsonb,
          ${JSON.stringify(snapshot(body.shippingAddress, placer.language))}::jsonb,
          ${body.paymentMethod}, ${body.deliveryMethod}, ${body.requestedDeliveryDate},
          ${body.note === null ? null : JSON.stringify(body.note)}::jsonb, 'SEK',
          ${t.numberOfItems}, ${t.itemsIncVatOre - t.discountIncVatOre}, ${t.shippingIncVatOre}, ${t.totalVatOre},
          ${t.totalIncVatOre}, ${t.itemsExVatOre - t.discountExVatOre}, ${t.shippingExVatOre}, ${t.discountIncVatOre},
          ${JSON.stringify(priced.couponCodes)}::jsonb, ${body.acceptOrderSplitting}, ${approval})
        RETURNING id`,
  );
  const snapshots = await variationSnapshots(
    tx,
    priced.lines.map((line) => line.code),
  );
  let position = 0;
  for (const line of priced.lines) {
    position += 1;
    await tx.execute(
      sql`INSERT INTO order_lines (order_id, position, code, product_code, name, url, image_src, el_number, quantity,
            unit_price_ex_vat_ore, unit_price_inc_vat_ore, total_ex_vat_ore, total_inc_vat_ore, category_path,
            product_type, image, variation)
          VALUES (${order!.id}, ${position}, ${line.code}, ${line.productCode}, ${line.name}, ${line.url},
            ${line.image?.src ?? null}, ${line.elNumber}, ${line.quantity}, ${line.priceExVatOre}, ${line.priceIncVatOre},
            ${line.priceExVatOre * line.quantity}, ${line.priceIncVatOre * line.quantity},
            ${JSON.stringify(line.categoryPath)}::jsonb, ${line.productType},
            ${line.image === null ? null : JSON.stringify(line.image)}::jsonb, ${JSON.stringify(snapshotOf(line.variation, snapshots.get(line.code)))}::jsonb)`,
    );
  }
  const result: PlaceOrderResult = approval
    ? { orderNumber, redirectUrl, status }
    : { orderNumber, redirectUrl };
  await tx.execute(
    sql`UPDATE idempotency_keys SET order_id = ${order!.id}, status_code = 201, response = ${JSON.stringify(result)}::jsonb
        WHERE scope = ${idempotency.scope} AND key = ${idempotency.key}`,
  );
  await tx.execute(sql`DELETE FROM cart_lines WHERE cart_id = ${cart.id}`);
  await tx.execute(sql`DELETE FROM cart_coupons WHERE cart_id = ${cart.id}`);
  return result;
}
