import { ANALYTICS_CATEGORY_LEVELS } from '../constants';

/**
 * What an analytics item is built from: a product card, variation or cart line mapped by the caller.
 * Structural, so wire types pass with little glue.
 */
export interface AnalyticsProduct {
  /** Article or variation code: `item_id`. */
  code: string;
  /** Product name: `item_name`. */
  name: string;
  /** Category path from the top, as a list or a '/'-separated text; the first four levels are reported. */
  categoryPath?: readonly string[] | string | null;
  /** Variant, e.g. the colour name: `item_variant`. */
  variant?: string | null;
  /** Unit price as shown (SEK): `price`. */
  price?: number | null;
  /** Units, where the event concerns a quantity. */
  quantity?: number;
}

/** A GA4 ecommerce item. */
export interface Ga4Item {
  /** Article code. */
  item_id: string;
  /** Product name. */
  item_name: string;
  /** Top category level. */
  item_category?: string;
  /** Second category level. */
  item_category2?: string;
  /** Third category level. */
  item_category3?: string;
  /** Fourth category level. */
  item_category4?: string;
  /** Variant. */
  item_variant?: string;
  /** Unit price. */
  price?: number;
  /** Units. */
  quantity?: number;
  /** Position in a list, from 0. */
  index?: number;
}

const CATEGORY_FIELDS = ['item_category', 'item_category2', 'item_category3', 'item_category4'] as const;

function categoryLevels(path: AnalyticsProduct['categoryPath']): string[] {
  const levels = typeof path === 'string' ? path.split('/') : (path ?? []);
  return levels
    .map((level) => level.trim())
    .filter((level) => level !== '')
    .slice(0, ANALYTICS_CATEGORY_LEVELS);
}

/**
 * A GA4 item: id, name, up to four category levels, variant and price (spec §4). Absent data is left out
 * rather than sent empty.
 *
 * @example
 * toGa4Item({ code: 'C1', name: 'Oslo', categoryPath: ['Furniture', 'Chairs'], price: 1249 });
 * // { item_id: 'C1', item_name: 'Oslo', item_category: 'Furniture', item_category2: 'Chairs', price: 1249 }
 */
export function toGa4Item(product: AnalyticsProduct, index?: number): Ga4Item {
  const item: Ga4Item = { item_id: product.code, item_name: product.name };
  categoryLevels(product.categoryPath).forEach((level, i) => {
    const field = CATEGORY_FIELDS[i];
    if (field) item[field] = level;
  });
  if (product.variant) item.item_variant = product.variant;
  if (typeof product.price === 'number' && Number.isFinite(product.price)) item.price = product.price;
  if (product.quantity !== undefined) item.quantity = product.quantity;
  if (index !== undefined) item.index = index;
  return item;
}

/** Sum of price × quantity (quantity 1 when absent) over the items, rounded to øre: the event `value`. */
export function itemsValue(items: readonly Ga4Item[]): number {
  const total = items.reduce((sum, item) => sum + (item.price ?? 0) * (item.quantity ?? 1), 0);
  return Math.round(total * 100) / 100;
}
