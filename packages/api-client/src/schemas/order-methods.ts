/**
 * Delivery and payment method keys as plain constants. They live apart from the Zod schemas in `order.ts`
 * so the browser's checkout steps can list them without loading Zod (that module builds schemas at load time).
 */

/** Delivery methods the reference server offers (the spec does not show them; decided here). */
export const DELIVERY_METHODS = ['standard', 'express', 'pickup'] as const;
/** A delivery method key. */
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** Payment methods the reference server offers; both go through the test payment page. */
export const PAYMENT_METHODS = ['invoice', 'card'] as const;
/** A payment method key. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * States of a placed order (added; the spec does not show them). `awaitingApproval` and `rejected` belong to
 * an organisation purchaser's order above their spending limit, decided by an administrator.
 */
export const ORDER_STATUSES = [
  'awaitingApproval',
  'awaitingPayment',
  'paid',
  'cancelled',
  'rejected',
] as const;
/** An order state. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];
