import { z } from 'zod';
import { imageSchema } from './media';
import { priceSchema } from './money';
import { productCardSchema } from './product';
import { productResultSetSchema, resultSetSchema } from './result-set';

/** A category hit: heading and link. */
export const categoryHitSchema = z.object({
  heading: z.string(),
  link: z.object({ url: z.string() }),
});
/** A category hit. */
export type CategoryHit = z.infer<typeof categoryHitSchema>;

/** A content (page) hit: name and url. */
export const contentHitSchema = z.object({
  name: z.string(),
  url: z.string(),
});
/** A content hit. */
export type ContentHit = z.infer<typeof contentHitSchema>;

/** The answer of GET api/search/quick-search. */
export const quickSearchResultSchema = z.object({
  productHits: z.number().int().min(0),
  categoryHits: z.number().int().min(0),
  contentHits: z.number().int().min(0),
  products: z.array(productCardSchema),
  categories: z.array(categoryHitSchema),
  content: z.array(contentHitSchema),
});
/** A quick search result. */
export type QuickSearchResult = z.infer<typeof quickSearchResultSchema>;

/** The answer of GET api/search: products, content and categories, each a result set. */
export const searchResultSchema = z.object({
  productResult: productResultSetSchema,
  contentResult: resultSetSchema(contentHitSchema),
  categoryResult: resultSetSchema(categoryHitSchema),
});
/** A full search result. */
export type SearchResult = z.infer<typeof searchResultSchema>;

/** The answer of GET api/search/suggestions: completed queries, best first. */
export const suggestionsSchema = z.array(z.string());
/** Search suggestions. */
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** A variation found by its code (quick order). */
export const variationCodeHitSchema = z.object({
  code: z.string(),
  productCode: z.string(),
  name: z.string(),
  url: z.string(),
  image: imageSchema,
  /** Null when the product hides its price. */
  price: priceSchema.nullable(),
  inStockQuantity: z.number().int(),
  active: z.boolean(),
  isBuyable: z.boolean(),
  maxQuantity: z.number().int().min(0),
});
/** A variation-code hit. */
export type VariationCodeHit = z.infer<typeof variationCodeHitSchema>;

/** The answer of GET api/search/variation-code-search. */
export const variationCodeSearchResultSchema = z.object({
  results: z.array(variationCodeHitSchema),
  numberOfHits: z.number().int().min(0),
});
/** A variation-code search result. */
export type VariationCodeSearchResult = z.infer<typeof variationCodeSearchResultSchema>;
