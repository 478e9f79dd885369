import { z } from 'zod';
import { parseRangeValue } from '../wire-rules';

/*
 * The query pairs of the category listing and full search (spec §7), as the server validates them. They
 * live here, beside the answer schemas, so the client that builds these pairs and the server that reads
 * them share one input contract. Every message names its pair: the server answers 400 with
 * `fields: { [pair]: message }`.
 */

/** The sorters, in the order offered; `sortOrderLatest` is the default without a query (spec §4). */
export const CATALOGUE_SORT_ORDERS = [
  'sortOrderLatest',
  'sortOrderPriceAsc',
  'sortOrderPriceDesc',
  'sortOrderName',
  'sortOrderRelevance',
] as const;
/** A sorter key. */
export type CatalogueSortOrder = (typeof CATALOGUE_SORT_ORDERS)[number];

/** The largest page (`take`) the listing serves. */
export const CATALOGUE_MAX_TAKE = 100;
/** The largest `skip`. */
export const CATALOGUE_MAX_SKIP = 1_000_000;
/** The longest `query` text. */
export const CATALOGUE_MAX_QUERY_LENGTH = 200;
/** Prefix of the facet filter pairs: `filter::Color=black;grey` (a shared wire rule). */
export { FILTER_PREFIX as FILTER_PAIR_PREFIX } from '../wire-rules';

const booleanText = (pair: string) =>
  z
    .string({ error: `${pair} must be true or false` })
    .regex(/^(true|false)$/i, { error: `${pair} must be true or false` })
    .transform((value) => value.toLowerCase() === 'true');

const skipMessage = 'skip must be a whole number from 0';
const takeMessage = `take must be a whole number from 1 to ${CATALOGUE_MAX_TAKE}`;

/**
 * The single-valued pairs of a listing request (everything but the `filter::` pairs), as strings from the
 * query string. `Active` is kept as its raw text (`True`, `False`, `True;False`): the server checks its
 * terms together with `filter::Active`.
 */
export const catalogueQuerySchema = z.object({
  skip: z.coerce
    .number({ error: skipMessage })
    .int({ error: skipMessage })
    .min(0, { error: skipMessage })
    .max(CATALOGUE_MAX_SKIP, { error: `skip must be at most ${CATALOGUE_MAX_SKIP}` })
    .default(0),
  take: z.coerce
    .number({ error: takeMessage })
    .int({ error: takeMessage })
    .min(1, { error: takeMessage })
    .max(CATALOGUE_MAX_TAKE, { error: takeMessage })
    .optional(),
  includeFacets: booleanText('includeFacets').default(true),
  instock: booleanText('instock').default(false),
  sortOrder: z
    .enum(CATALOGUE_SORT_ORDERS, { error: `sortOrder must be one of ${CATALOGUE_SORT_ORDERS.join(', ')}` })
    .optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  query: z
    .string({ error: 'query must be text' })
    .trim()
    .max(CATALOGUE_MAX_QUERY_LENGTH, {
      error: `query must be at most ${CATALOGUE_MAX_QUERY_LENGTH} characters`,
    })
    .default(''),
  selectedModel: z
    .string({ error: 'selectedModel must be text' })
    .trim()
    .max(60, { error: 'selectedModel must be at most 60 characters' })
    .optional(),
  priceInclVAT: booleanText('priceInclVAT').default(false),
  Active: z.string({ error: 'Active must be True, False or True;False' }).optional(),
});
/** The listing pairs as sent (strings). */
export type CatalogueQueryInput = z.input<typeof catalogueQuerySchema>;
/** The listing pairs after parsing (numbers, booleans and defaults applied). */
export type CatalogueQuery = z.output<typeof catalogueQuerySchema>;

/** What is wrong with a `filter::Price` value that is not a range; the server puts the pair's name first. */
export const PRICE_RANGE_MESSAGE = 'must be a price range like 1000-5000';

/**
 * The value of `filter::Price`: `min-max` in whole or decimal SEK (also `min;max`), in either order.
 * Parses to `{ min, max }` with min <= max.
 */
export const priceRangeFilterSchema = z.string().transform((value, context) => {
  const range = parseRangeValue(value);
  if (range) return range;
  context.addIssue({ code: 'custom', message: PRICE_RANGE_MESSAGE });
  return z.NEVER;
});
/** A parsed price range filter in SEK. */
export type PriceRangeFilter = z.output<typeof priceRangeFilterSchema>;
