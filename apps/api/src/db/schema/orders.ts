import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** An address as copied into an order (kept as it was when the order was placed). */
export interface OrderAddressSnapshot {
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  postalCode: string;
  countryCode: string;
  countryName: string;
  email?: string | null;
  phoneNumber?: string | null;
}

/** A shopping cart, owned by a session (anonymous) or a customer (signed in). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionIdHash: text('session_id_hash'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    acceptOrderSplitting: boolean('accept_order_splitting').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_session_uq').on(t.sessionIdHash),
    uniqueIndex('carts_customer_uq').on(t.customerId),
  ],
);

/** Coupon codes entered on a cart, in the order they were added. */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponCode] })],
);

/** Shared carts: a copy of the lines behind a share link, until it expires. */
export const cartShares = pgTable('cart_shares', {
  shareId: text('share_id').primaryKey(),
  lines: jsonb('lines').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Lines of a cart; the code is a variation code. Prices are not stored: the server prices on every read. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_cart_code_uq').on(t.cartId, t.code)],
);

/** Placed orders with prices frozen at placement (öre). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    sessionIdHash: text('session_id_hash'),
    /** 'awaitingApproval' | 'awaitingPayment' | 'paid' | 'cancelled' | 'rejected' (see ORDER_STATUSES) */
    status: text('status').notNull(),
    language: text('language').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    billingAddress: jsonb('billing_address').$type<OrderAddressSnapshot>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddressSnapshot>().notNull(),
    paymentMethod: text('payment_method').notNull(),
    shippingMethod: text('shipping_method'),
    requestedDeliveryDate: text('requested_delivery_date'),
    note: jsonb('note').$type<{ title: string; description: string }>(),
    currency: text('currency').notNull().default('SEK'),
    numberOfItems: integer('number_of_items').notNull(),
    totalPriceForItemsOre: integer('total_price_for_items_ore').notNull(),
    totalFreightPriceOre: integer('total_freight_price_ore').notNull(),
    totalVatOre: integer('total_vat_ore').notNull(),
    totalPriceOre: integer('total_price_ore').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    totalPriceForItemsExVatOre: integer('total_price_for_items_ex_vat_ore').notNull().default(0),
    totalFreightPriceExVatOre: integer('total_freight_price_ex_vat_ore').notNull().default(0),
    discountIncVatOre: integer('discount_inc_vat_ore').notNull().default(0),
    /** The coupon codes applied, as entered. */
    couponCodes: jsonb('coupon_codes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    acceptOrderSplitting: boolean('accept_order_splitting').notNull().default(true),
    /**
     * An order above the purchaser's limit is placed 'awaitingApproval'; an administrator approves
     * ('awaitingPayment') or rejects it ('rejected', with the reason shown to the purchaser). This stays true
     * after the decision so the purchaser can be offered the payment page of an approved order.
     */
    approvalRequired: boolean('approval_required').notNull().default(false),
    approvalDecidedBy: integer('approval_decided_by').references(() => customers.id, {
      onDelete: 'set null',
    }),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    index('orders_session_idx').on(t.sessionIdHash),
    index('orders_status_idx').on(t.status),
  ],
);

/** Lines of an order, with the product data as it was when ordered. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    code: text('code').notNull(),
    productCode: text('product_code').notNull(),
    name: text('name').notNull(),
    url: text('url'),
    imageSrc: text('image_src'),
    elNumber: text('el_number'),
    quantity: integer('quantity').notNull(),
    unitPriceExVatOre: integer('unit_price_ex_vat_ore').notNull(),
    unitPriceIncVatOre: integer('unit_price_inc_vat_ore').notNull(),
    totalExVatOre: integer('total_ex_vat_ore').notNull(),
    totalIncVatOre: integer('total_inc_vat_ore').notNull(),
    /** The product's category names, root first, as they were when ordered. */
    categoryPath: jsonb('category_path').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    productType: text('product_type').notNull().default('ProductPage'),
    /** The line's picture as it was when ordered. */
    image: jsonb('image').$type<{ src: string; width: number; height: number }>(),
    /**
     * The variation's display name and colour ({name, color: {key, name}}) in the order's language, frozen at
     * placement. Null on lines placed before this column existed.
     */
    variation: jsonb('variation'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/**
 * Idempotency keys of order submissions: a repeated key from the same owner returns the stored answer instead
 * of placing a second order.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** 'c:{customerId}' or 's:{sessionIdHash}'. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Named favourites lists of a customer. */
export const favoriteLists = pgTable(
  'favorite_lists',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('favorite_lists_customer_name_uq').on(t.customerId, t.name)],
);

/** Items of a favourites list (product or variation codes). */
export const favoriteItems = pgTable(
  'favorite_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => favoriteLists.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.code] })],
);
