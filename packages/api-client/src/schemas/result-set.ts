import { z } from 'zod';
import { productCardSchema } from './product';

/** One value of a facet with its hit count. */
export const facetTermSchema = z.object({
  key: z.string(),
  userFriendlyName: z.string(),
  count: z.number().int().min(0),
  selected: z.boolean(),
});
/** A facet term: key, display name, count and whether it is selected. */
export type FacetTerm = z.infer<typeof facetTermSchema>;

/** The bounds of a numeric facet (e.g. price). */
export const facetRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
});
/** The min and max of a numeric facet. */
export type FacetRange = z.infer<typeof facetRangeSchema>;

/** A facet of a result set; term facets have `terms`, numeric facets `ranges` (null for term facets). */
export const facetSchema = z.object({
  /** The facet key used in query pairs (`filter::{key}` for categories, `{key}` in addresses). */
  key: z.string(),
  name: z.string(),
  terms: z.array(facetTermSchema),
  ranges: facetRangeSchema.nullable(),
});
/** A facet with its terms or range. */
export type Facet = z.infer<typeof facetSchema>;

/** A sort order the result set offers. */
export const sorterSchema = z.object({
  /** The sortOrder value, e.g. `sortOrderLatest`. */
  key: z.string(),
  /** The display text. */
  value: z.string(),
  selected: z.boolean(),
});
/** A sorter: key, display value, selected flag. */
export type Sorter = z.infer<typeof sorterSchema>;

/** A numeric filter: the facet's bounds and the chosen sub-range. */
export const rangeFilterSchema = z.object({
  key: z.string(),
  min: z.number(),
  max: z.number(),
  currentMin: z.number(),
  currentMax: z.number(),
});
/** A range filter. */
export type RangeFilter = z.infer<typeof rangeFilterSchema>;

/**
 * Builds the schema of a result set of `item`.
 * @example resultSetSchema(productCardSchema)
 */
export function resultSetSchema<T extends z.ZodType>(item: T) {
  return z.object({
    facets: z.array(facetSchema),
    sorters: z.array(sorterSchema),
    numberOfHits: z.number().int().min(0),
    result: z.array(item),
  });
}
/** A page of results with facets, sorters and the total number of hits. */
export type ResultSet<T> = { facets: Facet[]; sorters: Sorter[]; numberOfHits: number; result: T[] };

/** A result set of product cards. */
export const productResultSetSchema = resultSetSchema(productCardSchema);
/** A result set of product cards. */
export type ProductResultSet = z.infer<typeof productResultSetSchema>;

/** The category products answer (spec §7): `{ isSuccess, data: { result, facets, numberOfHits, sorters } }`. */
export const categoryProductsResponseSchema = z.object({
  isSuccess: z.boolean(),
  data: productResultSetSchema,
});
/** The category products answer. */
export type CategoryProductsResponse = z.infer<typeof categoryProductsResponseSchema>;
