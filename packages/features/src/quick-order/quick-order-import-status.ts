import type { VariationCodeHit } from '@storefront/api-client';
import type { ImportRow } from './quick-order-import-parse';

/** What the preview says about one imported line. */
export type ImportRowStatus =
  | 'ok'
  | 'missingCode'
  | 'invalidQuantity'
  | 'unknownCode'
  | 'notBuyable'
  | 'notEnoughStock'
  | 'overMaxQuantity'
  | 'lookupFailed';

/** An imported line with what the code lookup found. */
export interface ImportPreviewRow extends ImportRow {
  /** The article with this code; null when none has it, undefined when it was not looked up. */
  hit?: VariationCodeHit | null;
  status: ImportRowStatus;
}

/**
 * The status of an imported line once its code is looked up: the row's own error first, then an unknown
 * or inactive code, an article that cannot be bought, more than the article allows per order, more than
 * is in stock. Only 'ok' lines go to the cart.
 *
 * @example importRowStatus({ rowNumbers: [2], code: 'A', quantity: 5 }, { …hit, inStockQuantity: 3 }) // 'notEnoughStock'
 */
export function importRowStatus(row: ImportRow, hit: VariationCodeHit | null | undefined): ImportRowStatus {
  if (row.error) return row.error;
  if (hit === undefined) return 'lookupFailed';
  if (hit === null || !hit.active) return 'unknownCode';
  if (!hit.isBuyable) return 'notBuyable';
  const quantity = row.quantity ?? 0;
  // 0 means no per-order limit, as the product page's quantity stepper reads it.
  if (hit.maxQuantity > 0 && quantity > hit.maxQuantity) return 'overMaxQuantity';
  if (quantity > hit.inStockQuantity) return 'notEnoughStock';
  return 'ok';
}
