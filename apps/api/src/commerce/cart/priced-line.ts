import type { CartLineVariation } from '@storefront/api-client';

/** A cart line joined with the catalogue: everything pricing and the wire line need, prices in öre. */
export interface CatalogueLine {
  code: string;
  quantity: number;
  productId: number;
  productCode: string;
  active: boolean;
  isBuyable: boolean;
  visible: boolean;
  productType: string;
  elNumber: string | null;
  name: string;
  /** The variation's display name and colour in the language ("Oslo arm chair, grey"). */
  variation: CartLineVariation;
  url: string;
  note: string | null;
  image: { src: string; width: number; height: number } | null;
  categoryPath: string[];
  stockQuantity: number;
  priceExVatOre: number;
  priceIncVatOre: number;
  regularPriceExVatOre: number;
  regularPriceIncVatOre: number;
  promotionId: number | null;
}

/** A promotion as the pricing needs it. */
export interface PromotionRule {
  id: number;
  couponCode: string | null;
  discountPercentage: number;
  discountAmountOre: number;
  name: string;
  description: string;
  /** A coupon that no product names applies to the whole cart; otherwise only to its products' lines. */
  cartWide: boolean;
}
