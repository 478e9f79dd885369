import { ACTIVE_FACET_KEY, DEFAULT_ACTIVE_FILTER, DEFAULT_SORT_ORDER } from '@storefront/domain';
import { z } from 'zod';
import { ApiError, parseInput } from '../http/api-error';

/** Term facets the server computes. 'MainCategory' is offered by search only. */
export const TERM_FACET_KEYS = ['Brand', 'Color', 'Material', 'Category', 'MainCategory', 'Active'] as const;
/** A term facet key. */
export type TermFacetKey = (typeof TERM_FACET_KEYS)[number];
/** The one range facet: price in SEK, excluding VAT unless priceInclVAT=true. */
export const PRICE_FACET_KEY = 'Price';

/** The sorters, in the order offered; `sortOrderLatest` is the default (spec §4). */
export const SORT_ORDERS = [
  'sortOrderLatest',
  'sortOrderPriceAsc',
  'sortOrderPriceDesc',
  'sortOrderName',
  'sortOrderRelevance',
] as const;
/** A sorter key. */
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The largest page the listing serves. */
export const MAX_TAKE = 100;

const booleanText = (field: string) =>
  z
    .string()
    .regex(/^(true|false)$/i, { error: `${field} must be true or false` })
    .transform((value) => value.toLowerCase() === 'true');

const scalarSchema = z.object({
  skip: z.coerce
    .number({ error: 'skip must be a whole number from 0' })
    .int({ error: 'skip must be a whole number from 0' })
    .min(0, { error: 'skip must be a whole number from 0' })
    .max(1_000_000, { error: 'skip must be at most 1000000' })
    .default(0),
  take: z.coerce
    .number({ error: `take must be a whole number from 1 to ${MAX_TAKE}` })
    .int({ error: `take must be a whole number from 1 to ${MAX_TAKE}` })
    .min(1, { error: `take must be a whole number from 1 to ${MAX_TAKE}` })
    .max(MAX_TAKE, { error: `take must be a whole number from 1 to ${MAX_TAKE}` })
    .optional(),
  includeFacets: booleanText('includeFacets').default(true),
  instock: booleanText('instock').default(false),
  sortOrder: z.enum(SORT_ORDERS, { error: `sortOrder must be one of ${SORT_ORDERS.join(', ')}` }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).optional(),
  query: z.string().trim().max(200, { error: 'query must be at most 200 characters' }).default(''),
  selectedModel: z
    .string()
    .trim()
    .max(60, { error: 'selectedModel must be at most 60 characters' })
    .optional(),
  priceInclVAT: booleanText('priceInclVAT').default(false),
  [ACTIVE_FACET_KEY]: z.string().optional(),
});

/** A parsed listing request (category products or full search). */
export interface ListingInput {
  skip: number;
  /** Undefined means the page's own size (itemsPerLoad, default 24). */
  take: number | undefined;
  includeFacets: boolean;
  inStock: boolean;
  sortOrder: SortOrder;
  /** Direction override of the sorter's main key. */
  order: 'asc' | 'desc' | undefined;
  query: string;
  selectedModel: string | undefined;
  inclVat: boolean;
  /** Selected terms per term facet (Active defaults to True: discontinued products hidden). */
  terms: Partial<Record<TermFacetKey, string[]>>;
  /** Selected price range in SEK. */
  price: { min: number; max: number } | undefined;
}

function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

function splitTerms(value: string): string[] {
  return [
    ...new Set(
      value
        .split(';')
        .map((term) => term.trim())
        .filter((term) => term.length > 0),
    ),
  ];
}

const RANGE = /^\s*(\d+(?:\.\d+)?)\s*[-;,_]\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * Reads the query pairs of spec §7: skip, take, includeFacets, instock, sortOrder, order, query,
 * selectedModel, Active, and `filter::{facet}` pairs whose values are joined by semicolons
 * (`filter::Color=black;grey`). The price range is `filter::Price=min-max` (also `min;max`). Any other
 * parameter (utm_*, gclid …) is ignored; an unknown `filter::` facet or a bad value is a 400 naming it.
 */
export function parseListingQuery(raw: Record<string, unknown>): ListingInput {
  const scalars: Record<string, unknown> = {};
  for (const key of Object.keys(scalarSchema.shape)) {
    const value = firstValue(raw[key]);
    if (value !== undefined && value !== '') scalars[key] = value;
  }
  const parsed = parseInput(scalarSchema, scalars);
  const terms: ListingInput['terms'] = {};
  let price: ListingInput['price'];
  const fields: Record<string, string> = {};
  for (const [name, rawValue] of Object.entries(raw)) {
    if (!name.startsWith('filter::')) continue;
    const key = name.slice('filter::'.length);
    const value = String(firstValue(rawValue) ?? '');
    if (key === PRICE_FACET_KEY) {
      const match = RANGE.exec(value);
      if (!match) {
        fields[name] = `${name} must be a price range like 1000-5000`;
        continue;
      }
      const a = Number(match[1]);
      const b = Number(match[2]);
      price = { min: Math.min(a, b), max: Math.max(a, b) };
    } else if ((TERM_FACET_KEYS as readonly string[]).includes(key)) {
      const values = splitTerms(value);
      if (values.length > 0) terms[key as TermFacetKey] = values;
    } else {
      fields[name] = `Unknown facet '${key}'; facets are ${[...TERM_FACET_KEYS, PRICE_FACET_KEY].join(', ')}`;
    }
  }
  const active = parsed[ACTIVE_FACET_KEY] ?? (terms.Active ? undefined : DEFAULT_ACTIVE_FILTER);
  if (active !== undefined) {
    const values = splitTerms(active).map((term) => term.toLowerCase());
    if (values.length === 0 || values.some((term) => term !== 'true' && term !== 'false')) {
      fields[ACTIVE_FACET_KEY] = `${ACTIVE_FACET_KEY} must be True, False or True;False`;
    } else {
      terms.Active = values.map((term) => (term === 'true' ? 'True' : 'False'));
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'VALIDATION_FAILED', `Invalid query: ${Object.keys(fields).join(', ')}`, fields);
  }
  const defaultSort: SortOrder = parsed.query ? 'sortOrderRelevance' : (DEFAULT_SORT_ORDER as SortOrder);
  return {
    skip: parsed.skip,
    take: parsed.take,
    includeFacets: parsed.includeFacets,
    inStock: parsed.instock,
    sortOrder: parsed.sortOrder ?? defaultSort,
    order: parsed.order,
    query: parsed.query,
    selectedModel: parsed.selectedModel || undefined,
    inclVat: parsed.priceInclVAT,
    terms,
    price,
  };
}
