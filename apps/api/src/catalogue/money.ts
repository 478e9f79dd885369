import type { Price, ProductPromotion, Promotion } from '@storefront/api-client';
import { amountFromOre } from '@storefront/domain';

/** The stored prices of a variation or product, in öre. */
export interface StoredPrices {
  priceExVatOre: number;
  priceIncVatOre: number;
  regularPriceExVatOre: number;
  regularPriceIncVatOre: number;
}

/** Builds the wire Price; the description names the promotion behind a discount. */
export function toPrice(prices: StoredPrices, description: string | null): Price {
  const discountEx = prices.regularPriceExVatOre - prices.priceExVatOre;
  const discountInc = prices.regularPriceIncVatOre - prices.priceIncVatOre;
  return {
    regularPriceExVat: amountFromOre(prices.regularPriceExVatOre),
    regularPriceIncVat: amountFromOre(prices.regularPriceIncVatOre),
    priceExVat: amountFromOre(prices.priceExVatOre),
    priceIncVat: amountFromOre(prices.priceIncVatOre),
    discountExVat: amountFromOre(discountEx),
    discountIncVat: amountFromOre(discountInc),
    discountPercentage:
      prices.regularPriceExVatOre > 0 ? Math.round((discountEx / prices.regularPriceExVatOre) * 100) : 0,
    description: discountEx > 0 ? description : null,
  };
}

/** A promotion as stored, with its texts in the request language. */
export interface StoredPromotion {
  couponCode: string | null;
  discountPercentage: number;
  name: string;
  description: string;
}

/**
 * Builds the wire Promotion for a price. Amounts follow the price display mode: including VAT when
 * `inclVat`, otherwise excluding (the spec's default).
 */
export function toPromotion(promotion: StoredPromotion, prices: StoredPrices, inclVat: boolean): Promotion {
  const regular = inclVat ? prices.regularPriceIncVatOre : prices.regularPriceExVatOre;
  const current = inclVat ? prices.priceIncVatOre : prices.priceExVatOre;
  const rounded = Math.round(current / 100) * 100;
  return {
    couponCode: promotion.couponCode,
    promotionName: promotion.name,
    promotionDescription: promotion.description,
    promotionDiscountAmount: amountFromOre(regular - current),
    promotionDiscountPercentage: promotion.discountPercentage,
    evaluatedDiscountedPriceForPromotion: amountFromOre(current),
    roundedEvaluatedDiscountedPriceForPromotion: amountFromOre(rounded),
    roundedPromotionDiscountAmount: amountFromOre(regular - rounded),
  };
}

/**
 * The wire Promotion as an anonymous visitor gets it (spec §6): the names and the percentage, every amount null.
 * Equal, key order included, to `withoutPrices(toPromotion(...))`, without formatting the amounts it drops.
 */
export function toPromotionWithoutAmounts(promotion: StoredPromotion): ProductPromotion {
  return {
    couponCode: promotion.couponCode,
    promotionName: promotion.name,
    promotionDescription: promotion.description,
    promotionDiscountAmount: null,
    promotionDiscountPercentage: promotion.discountPercentage,
    evaluatedDiscountedPriceForPromotion: null,
    roundedEvaluatedDiscountedPriceForPromotion: null,
    roundedPromotionDiscountAmount: null,
  };
}
