import { z } from 'zod';
import { cartLineSchema } from './cart';
import { addressInputSchema, addressSchema } from './customer';
import { emailField, nameField, phoneField } from './field-rules';
import { amountSchema } from './money';
import {
  DELIVERY_METHODS,
  type DeliveryMethod,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './order-methods';

export type { DeliveryMethod, PaymentMethod };

/** A delivery method key. */
export const deliveryMethodSchema = z.enum(DELIVERY_METHODS);
/** A payment method key. */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
/** An order state (added). */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** An order note: short title and free text. */
export const orderNoteSchema = z.object({
  title: z.string().max(100),
  description: z.string().max(1000),
});
/** An order note. */
export type OrderNote = z.infer<typeof orderNoteSchema>;

/** A placed order. */
export const orderSchema = z.object({
  orderNumber: z.string(),
  /** ISO 8601 date-time of placement. */
  orderDate: z.string(),
  orderItems: z.array(cartLineSchema),
  billingAddress: addressSchema,
  shippingAddress: addressSchema,
  email: z.string(),
  phoneNumber: z.string(),
  paymentMethod: paymentMethodSchema,
  /** Added: the chosen delivery method. */
  deliveryMethod: deliveryMethodSchema,
  /** Added: the requested delivery date `YYYY-MM-DD`, or null for "as soon as possible". */
  requestedDeliveryDate: z.string().nullable(),
  totalFreightPrice: amountSchema,
  totalPrice: amountSchema,
  totalPriceForItems: amountSchema,
  /** Added: the VAT included in `totalPrice`. */
  totalVat: amountSchema,
  note: orderNoteSchema.nullable(),
  numberOfItems: z.number().int().min(0),
  /** Added: for an organisation's order, the name of the user who placed it; null (or absent) otherwise. */
  placedBy: z.string().nullable().optional(),
  /** Added: the order's state (absent from servers without approvals). */
  status: orderStatusSchema.optional(),
  /** Added: why an administrator rejected the order; null unless `status` is `rejected`. */
  rejectionReason: z.string().nullable().optional(),
  /** Added: where the buyer pays an approved order; null unless it awaits payment after approval. */
  payUrl: z.string().nullable().optional(),
});
/** An order. */
export type Order = z.infer<typeof orderSchema>;

/** The answer of GET api/order/all-orders. */
export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  totalOrderCount: z.number().int().min(0),
  /** Added: the years with any of the visitor's orders (whatever the year filter), newest first. */
  orderYears: z.array(z.number().int()).optional(),
});
/** A page of orders and the total count. */
export type OrderList = z.infer<typeof orderListSchema>;

/** The contact step of checkout. */
export const orderContactSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: emailField,
  phoneNumber: phoneField,
});
/** Checkout contact data. */
export type OrderContact = z.infer<typeof orderContactSchema>;

/** A calendar date `YYYY-MM-DD`. */
const isoDate = z.iso.date();

/** Body of POST api/order/ (checkout); the order lines and prices come from the session's cart. */
export const orderBodySchema = z.object({
  contact: orderContactSchema,
  billingAddress: addressInputSchema,
  shippingAddress: addressInputSchema,
  deliveryMethod: deliveryMethodSchema,
  /** `YYYY-MM-DD`, or null for "as soon as possible". */
  requestedDeliveryDate: isoDate.nullable(),
  note: orderNoteSchema.nullable(),
  paymentMethod: paymentMethodSchema,
  acceptOrderSplitting: z.boolean().default(true),
});
/** Body of POST api/order/ (`acceptOrderSplitting` defaults to true). */
export type OrderBody = z.input<typeof orderBodySchema>;

/** The answer of POST api/order/: the order number and where to continue (the payment page). */
export const placeOrderResultSchema = z.object({
  orderNumber: z.string(),
  redirectUrl: z.string(),
  /**
   * Added: `awaitingApproval` when the order is above the purchaser's spending limit; `redirectUrl` is then the
   * order confirmation page instead of the payment page.
   */
  status: orderStatusSchema.optional(),
});
/** The place-order answer. */
export type PlaceOrderResult = z.infer<typeof placeOrderResultSchema>;
