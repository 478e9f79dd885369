import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from '../wire-rules';
import { codeField, quantityField } from './field-rules';
import { imageSchema } from './media';
import { amountSchema, promotionSchema } from './money';
import { colorSchema } from './product';

/** Prices of one cart line. */
export const cartLinePriceSchema = z.object({
  /** ISO currency code, `SEK`. */
  currency: z.string(),
  unitPrice: amountSchema,
  totalPriceForItems: amountSchema,
});
/** Prices of one cart line: currency, unit price and line total. */
export type CartLinePrice = z.infer<typeof cartLinePriceSchema>;

/** The product behind a cart line. */
export const cartLineItemSchema = z.object({
  name: z.string(),
  productType: z.string(),
  url: z.string(),
  note: z.string().nullable(),
  visible: z.boolean(),
  image: imageSchema,
});
/** The product data of a cart line. */
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

/**
 * Which variation a line holds, beyond the spec's cart line: the variation's display name ("Oslo arm chair,
 * grey") and its colour, so two lines of one product can be told apart. On order lines it is what was bought
 * at the time (frozen at placement).
 */
export const cartLineVariationSchema = z.object({
  name: z.string(),
  color: colorSchema,
});
/** The variation of a cart or order line. */
export type CartLineVariation = z.infer<typeof cartLineVariationSchema>;

/** One line of the cart (also used for order lines). */
export const cartLineSchema = z.object({
  /** The variation code. */
  code: z.string(),
  elNumber: z.string().nullable(),
  /** Category names from the top, up to 4 levels (analytics). */
  categoryPath: z.array(z.string()).max(4),
  quantity: z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX),
  price: cartLinePriceSchema,
  active: z.boolean(),
  inStockQuantity: z.number().int(),
  item: cartLineItemSchema,
  /**
   * An addition to the spec's line (optional, so answers without it still parse): the variation bought;
   * null when unknown (an order placed before variations were recorded). `item.image` is the variation's image.
   */
  variation: cartLineVariationSchema.nullable().optional(),
});
/** A cart line. */
export type CartLine = z.infer<typeof cartLineSchema>;

/** The totals of a cart. */
export const cartPriceSchema = z.object({
  /** Sum of the lines' unit prices. */
  unitPrice: amountSchema,
  totalPriceForItems: amountSchema,
  shipping: amountSchema,
  /** What the customer pays, including VAT and shipping. */
  totalPrice: amountSchema,
  totalVat: amountSchema,
  /** `SEK`. */
  currency: z.string(),
});
/** Cart totals. */
export type CartPrice = z.infer<typeof cartPriceSchema>;

/**
 * The cart as the server answers it. `outOfStock`/`notActive` are computed by the server with the
 * @storefront/domain rules; the client's `isLoading` flag is slice state, not wire data.
 */
export const cartSchema = z.object({
  numberOfItems: z.number().int().min(0),
  lineItems: z.array(cartLineSchema),
  promotions: z.array(promotionSchema),
  price: cartPriceSchema,
  outOfStock: z.boolean(),
  notActive: z.boolean(),
  /** The spec's `AcceptOrderSplitting`, camel-cased on the wire; default true. */
  acceptOrderSplitting: z.boolean(),
});
/** The cart. */
export type Cart = z.infer<typeof cartSchema>;

/** A line to add or change: variation code and quantity (the client never sends prices). */
export const cartItemBodySchema = z.object({
  code: codeField,
  quantity: quantityField,
});
/** Body of POST/PUT api/cart and element of add-multiple and bulk. */
export type CartItemBody = z.infer<typeof cartItemBodySchema>;

/** Body of POST api/cart/add-multiple: the lines to add (quantities are added to existing lines). */
export const addMultipleBodySchema = z.array(cartItemBodySchema).min(1);
/** Body of POST api/cart/add-multiple. */
export type AddMultipleBody = z.infer<typeof addMultipleBodySchema>;

/** Body of PUT api/cart/bulk: the listed lines get exactly these quantities (0 removes). */
export const bulkBodySchema = z.object({
  lineitems: z.array(cartItemBodySchema).min(1),
});
/** Body of PUT api/cart/bulk. */
export type BulkBody = z.infer<typeof bulkBodySchema>;

/** Body of POST and DELETE api/cart/coupon: the coupon to apply or take off. */
export const couponBodySchema = z.object({
  couponCode: codeField,
});
/** Body of the coupon calls. */
export type CouponBody = z.infer<typeof couponBodySchema>;

/** The answer of POST api/cart/share (201): the id under which the cart's lines were saved. */
export const shareCartResultSchema = z.object({
  shareId: z.string(),
});
/** The share-cart answer. */
export type ShareCartResult = z.infer<typeof shareCartResultSchema>;

/** Body of POST api/cart/load-shared: the shared cart to add to the own cart. */
export const shareIdBodySchema = z.object({
  shareId: z.string().trim().min(1).max(64),
});
/** Body of POST api/cart/load-shared. */
export type ShareIdBody = z.infer<typeof shareIdBodySchema>;
