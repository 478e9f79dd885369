import { STOCK_LEVEL_DEFAULT_TEXTS, STOCK_LEVEL_TEXT_KEYS, type StockLevel, stockLevel } from './stock-level';

/** A translation lookup: the text of a key, else the fallback (the shape of the features' `useText`). */
export type StockTextLookup = (key: string, fallback: string) => string;

/** The translated text of every stock level: the one place the level texts are looked up. */
export function stockLevelTexts(t: StockTextLookup): Record<StockLevel, string> {
  const levels = Object.keys(STOCK_LEVEL_TEXT_KEYS) as StockLevel[];
  return Object.fromEntries(
    levels.map((level) => [level, t(STOCK_LEVEL_TEXT_KEYS[level], STOCK_LEVEL_DEFAULT_TEXTS[level])]),
  ) as Record<StockLevel, string>;
}

/** What a cart line needs for its stock warning (structural, so a wire cart line passes as it is). */
export interface LineStockInput {
  active: boolean;
  inStockQuantity: number;
  quantity: number;
}

/**
 * The warning a cart line shows, if any (spec §4 "lines short on stock or inactive raise cart warnings"):
 * an inactive line is no longer sold; a line with none in stock says so (never "Only 0 in stock"); a line
 * with fewer in stock than ordered says how many there are.
 */
export type LineStockWarning =
  | { kind: 'not-active' }
  | { kind: 'not-in-stock' }
  | { kind: 'short'; available: number };

/** The stock warning of a cart line, or null when the line can be delivered as ordered. */
export function lineStockWarning(line: LineStockInput): LineStockWarning | null {
  if (!line.active) return { kind: 'not-active' };
  const level = stockLevel(line);
  if (level === 'not-in-stock') return { kind: 'not-in-stock' };
  if (line.inStockQuantity < line.quantity) return { kind: 'short', available: line.inStockQuantity };
  return null;
}

/** Translation keys and English fallbacks of the line warnings; `{count}` is the number in stock. */
export const LINE_STOCK_WARNING_TEXTS = {
  'not-active': { textKey: 'cart.lineNotActive', defaultText: 'No longer sold' },
  'not-in-stock': {
    textKey: 'cart.lineNotInStock',
    defaultText: 'None in stock. Remove it to order the rest.',
  },
  short: { textKey: 'cart.lineShortOnStock', defaultText: 'Only {count} in stock' },
} as const;

/** The translated text of every line warning (`{count}` still in it): the one place they are looked up. */
export function lineStockWarningTexts(t: StockTextLookup): Record<LineStockWarning['kind'], string> {
  const kinds = Object.keys(LINE_STOCK_WARNING_TEXTS) as LineStockWarning['kind'][];
  return Object.fromEntries(
    kinds.map((kind) => [
      kind,
      t(LINE_STOCK_WARNING_TEXTS[kind].textKey, LINE_STOCK_WARNING_TEXTS[kind].defaultText),
    ]),
  ) as Record<LineStockWarning['kind'], string>;
}

/** The warning text of a cart line from the texts of {@link lineStockWarningTexts}, or null when it needs none. */
export function lineStockWarningText(
  line: LineStockInput,
  texts: Readonly<Record<LineStockWarning['kind'], string>>,
): string | null {
  const warning = lineStockWarning(line);
  if (!warning) return null;
  const text = texts[warning.kind];
  return warning.kind === 'short' ? text.replace('{count}', String(Math.floor(warning.available))) : text;
}

/** What deciding whether a variation can be added to the cart needs. */
export interface PurchasableInput {
  /** False when the product is discontinued. */
  active: boolean;
  /** False when the article may not be sold. */
  isBuyable: boolean;
  /** Units in stock of the variation. */
  stockQuantity: number;
}

/** Why a variation cannot be added to the cart. */
export type PurchaseBlock = 'discontinued' | 'not-buyable' | 'not-in-stock';

/**
 * Why "Add to cart" is disabled for a variation, or null when it can be added: discontinued products
 * and unbuyable articles cannot be bought, and what is not in stock (spec §4: quantity 0 or less) cannot
 * be delivered, so it is not offered either.
 */
export function purchaseBlock(input: PurchasableInput): PurchaseBlock | null {
  if (!input.active) return 'discontinued';
  if (!input.isBuyable) return 'not-buyable';
  if (stockLevel({ active: true, inStockQuantity: input.stockQuantity }) === 'not-in-stock') {
    return 'not-in-stock';
  }
  return null;
}

/** Translation keys and English fallbacks of the reasons shown beside a disabled "Add to cart". */
export const PURCHASE_BLOCK_TEXTS: Readonly<Record<PurchaseBlock, { textKey: string; defaultText: string }>> =
  {
    discontinued: {
      textKey: 'product.cannotBuyDiscontinued',
      defaultText: 'This product is no longer sold.',
    },
    'not-buyable': {
      textKey: 'product.cannotBuyNotBuyable',
      defaultText: 'This variation cannot be ordered.',
    },
    'not-in-stock': {
      textKey: 'product.cannotBuyNotInStock',
      defaultText: 'Not in stock, so it cannot be added to the cart. Choose another variation.',
    },
  };

/**
 * The variation a product page opens on: the first one in stock, else the first one. Server render and
 * browser call this with the same data, so both show the same variation.
 */
export function defaultVariation<V extends { stock: { stockQuantity: number } }>(
  variations: readonly V[],
): V | undefined {
  return (
    variations.find(
      (v) => stockLevel({ active: true, inStockQuantity: v.stock.stockQuantity }) !== 'not-in-stock',
    ) ?? variations[0]
  );
}
