import { STOCK_FEW_LEFT_THRESHOLD, STOCK_PLENTY_THRESHOLD } from '../constants';

/** The five stock states a product or cart line can show (spec §4). */
export type StockLevel = 'discontinued' | 'not-in-stock' | 'few-left' | 'in-stock-10' | 'in-stock-50';

/**
 * What the stock rule needs. Structural, so a product card, a variation or a cart line from
 * `@storefront/api-client` can be passed as it is.
 */
export interface StockInput {
  /** Inactive products are discontinued whatever their stock. */
  active: boolean;
  /** Units in stock; 0 or less (or not a number) means none. */
  inStockQuantity: number;
}

/**
 * The stock level of spec §4: inactive = discontinued; 0 or less = not in stock; 1-10 = few left;
 * 11-50 = in stock (10+); above 50 = in stock (50+).
 *
 * @example
 * stockLevel({ active: true, inStockQuantity: 11 }); // 'in-stock-10'
 */
export function stockLevel(input: StockInput): StockLevel {
  if (!input.active) return 'discontinued';
  const quantity = input.inStockQuantity;
  // NaN compares false with everything, so it is caught here rather than landing on "50+".
  if (!(quantity > 0)) return 'not-in-stock';
  if (quantity <= STOCK_FEW_LEFT_THRESHOLD) return 'few-left';
  if (quantity <= STOCK_PLENTY_THRESHOLD) return 'in-stock-10';
  return 'in-stock-50';
}

/** Translation keys of each stock level, for the translations map of `api/site/translations`. */
export const STOCK_LEVEL_TEXT_KEYS: Readonly<Record<StockLevel, string>> = {
  discontinued: 'stock.discontinued',
  'not-in-stock': 'stock.notInStock',
  'few-left': 'stock.fewLeft',
  'in-stock-10': 'stock.inStock10',
  'in-stock-50': 'stock.inStock50',
};

/** English fallback texts of each stock level, shown when a translation is missing. */
export const STOCK_LEVEL_DEFAULT_TEXTS: Readonly<Record<StockLevel, string>> = {
  discontinued: 'Discontinued',
  'not-in-stock': 'Not in stock',
  'few-left': 'Few left',
  'in-stock-10': 'In stock (10+)',
  'in-stock-50': 'In stock (50+)',
};
