import { z } from 'zod';
import { type Image, imageSchema } from './media';
import { type ProductPromotion, priceSchema, productPromotionSchema } from './money';

/** A colour choice: stable key and display name. */
export const colorSchema = z.object({
  key: z.string(),
  name: z.string(),
});
/** A colour with key and name. */
export type Color = z.infer<typeof colorSchema>;

/** Stock of one variation. */
export const stockSchema = z.object({
  inStock: z.boolean(),
  /** Units on hand; 0 or less means not in stock (see the stock thresholds in @storefront/domain). */
  stockQuantity: z.number().int(),
  /** When the variation goes on sale, formatted by the server, or null when it already is. */
  salesStartFormatted: z.string().nullable(),
  stockAvailableAtVendor: z.boolean(),
});
/** Stock of one variation. */
export type Stock = z.infer<typeof stockSchema>;

/** One buyable variation (usually a colour) of a product. */
export const variationSchema = z.object({
  code: z.string(),
  productCode: z.string(),
  name: z.string(),
  color: colorSchema,
  images: z.array(imageSchema),
  thumbnail: imageSchema,
  /** Null for anonymous visitors, who see no prices (spec §6). */
  price: priceSchema.nullable(),
  stock: stockSchema,
  inStock: z.boolean(),
  /** The largest quantity one order line may hold. */
  maxQuantity: z.number().int().min(0),
  isBuyable: z.boolean(),
  isGift: z.boolean(),
  promotion: productPromotionSchema.nullable(),
});
/** A product variation: code, colour, images, price, stock and promotion. */
export type Variation = z.infer<typeof variationSchema>;

/** A product as shown in grids, lists, sliders and listing blocks. */
export const productCardSchema = z.object({
  /** False for discontinued products (stock indicator shows "discontinued"). */
  active: z.boolean(),
  code: z.string(),
  name: z.string(),
  marketingText: z.string().nullable(),
  elNumber: z.string().nullable(),
  alternativeProductNumber: z.string().nullable(),
  /** The first variation's price; null when `hidePrice` is true ("contact for price") or for anonymous visitors. */
  price: priceSchema.nullable(),
  image: imageSchema,
  promotion: productPromotionSchema.nullable(),
  bestSeller: z.boolean(),
  newProduct: z.boolean(),
  recommended: z.boolean(),
  inStockQuantity: z.number().int(),
  hidePrice: z.boolean(),
  variations: z.array(variationSchema),
  numberOfVariants: z.number().int().min(0),
  url: z.string(),
  /** Category names from the top, up to 4 levels, for analytics item lists (not in the spec's list; added). */
  categoryPath: z.array(z.string()).max(4),
});
/** A product card. */
export type ProductCard = z.infer<typeof productCardSchema>;

/**
 * A variation as a product card holds it: what the card's add-to-cart and the variation picker opened from it
 * read (code, colour, thumbnail, price, stock quantity, buyability, largest quantity), not the variation's
 * images or promotion. A {@link Variation} is one.
 */
export interface ProductCardVariation
  extends Pick<Variation, 'code' | 'color' | 'price' | 'isBuyable' | 'maxQuantity'> {
  thumbnail: Pick<Image, 'src' | 'width' | 'height'>;
  stock: Pick<Stock, 'stockQuantity'>;
}

/**
 * A product card as a list holds it in the shop's state, which the server serialises into each list page:
 * the fields the card, its variation picker and the list's analytics read, with each variation as
 * {@link ProductCardVariation} and of the promotion only its name. A {@link ProductCard} is one.
 */
export interface ProductCardSummary extends Omit<ProductCard, 'promotion' | 'variations'> {
  promotion: Pick<ProductPromotion, 'promotionName'> | null;
  variations: ProductCardVariation[];
}

/** One row of a product's specification table. */
export const specificationSchema = z.object({
  name: z.string(),
  value: z.string(),
});
/** A specification row: name and value. */
export type Specification = z.infer<typeof specificationSchema>;

/** A full product, as on the product page. */
export const productSchema = z.object({
  code: z.string(),
  name: z.string(),
  brand: z.string(),
  mainCategory: z.string(),
  /** The content type, e.g. `ProductBase`. */
  productType: z.string(),
  url: z.string(),
  note: z.string().nullable(),
  visible: z.boolean(),
  /** False for discontinued products (added: the product page needs it like the card). */
  active: z.boolean(),
  /** True when prices are hidden and a "contact for price" button is shown instead (added, as on the card). */
  hidePrice: z.boolean(),
  image: imageSchema,
  thumbnail: imageSchema,
  images: z.array(imageSchema),
  availableColors: z.array(colorSchema),
  variations: z.array(variationSchema),
  similarProducts: z.array(productCardSchema),
  relatedProducts: z.array(productCardSchema),
  /** Unique selling points, one short sentence each. */
  usp: z.array(z.string()),
  specifications: z.array(specificationSchema),
  shortDescription: z.string(),
  sliderImages: z.array(imageSchema),
  /** Category names from the top, up to 4 levels. */
  categoryPath: z.array(z.string()).max(4),
  elNumber: z.string().nullable(),
});
/** A product with its variations, images, specifications and related products. */
export type Product = z.infer<typeof productSchema>;
