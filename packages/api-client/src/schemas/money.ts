import { z } from 'zod';

/** A sum of money in the market currency (SEK): the number and the server's display text. */
export const amountSchema = z.object({
  /** The value in whole currency units (SEK), two decimals at most. */
  amount: z.number(),
  /** The server-formatted text, e.g. `1 249,00 kr`; the client shows it as is. */
  formattedString: z.string(),
});
/** A sum of money: `amount` (SEK) and its `formattedString`. */
export type Amount = z.infer<typeof amountSchema>;

/** Every price of a variation or card, excluding and including VAT (25 %). */
export const priceSchema = z.object({
  regularPriceExVat: amountSchema,
  regularPriceIncVat: amountSchema,
  priceExVat: amountSchema,
  priceIncVat: amountSchema,
  discountExVat: amountSchema,
  discountIncVat: amountSchema,
  /** 0 when there is no discount. */
  discountPercentage: z.number().min(0).max(100),
  /** A short text about the price (e.g. campaign name), or null. */
  description: z.string().nullable(),
});
/** Regular, current and discount prices, each excluding and including VAT. */
export type Price = z.infer<typeof priceSchema>;

/** A promotion applied to a variation, card or cart. */
export const promotionSchema = z.object({
  /** The coupon that activates it, or null for automatic promotions. */
  couponCode: z.string().nullable(),
  promotionName: z.string(),
  promotionDescription: z.string(),
  promotionDiscountAmount: amountSchema,
  promotionDiscountPercentage: z.number().min(0).max(100),
  evaluatedDiscountedPriceForPromotion: amountSchema,
  roundedEvaluatedDiscountedPriceForPromotion: amountSchema,
  roundedPromotionDiscountAmount: amountSchema,
});
/** A promotion with its discount and the evaluated price. */
export type Promotion = z.infer<typeof promotionSchema>;

/**
 * A promotion as products and variations carry it. For anonymous visitors, who see no prices (spec §6), its
 * amounts are null; name, description and percentage are shown to everyone.
 */
export const productPromotionSchema = promotionSchema.extend({
  promotionDiscountAmount: amountSchema.nullable(),
  evaluatedDiscountedPriceForPromotion: amountSchema.nullable(),
  roundedEvaluatedDiscountedPriceForPromotion: amountSchema.nullable(),
  roundedPromotionDiscountAmount: amountSchema.nullable(),
});
/** A product's or variation's promotion; amounts null when the visitor sees no prices. */
export type ProductPromotion = z.infer<typeof productPromotionSchema>;
