import {
  CART_QUANTITY_MAX,
  parseQuantityInput,
  STEPPER_MIN_QUANTITY,
  validateCode,
  validateQuantity,
} from '@storefront/domain';

/** One line of the quick order form as typed or pasted. */
export interface QuickOrderInputLine {
  code: string;
  /** The quantity as typed (digits; empty means 1). */
  quantity: string;
}

/**
 * Splits pasted text into quick order lines: one line per row, code and quantity separated by a tab or a
 * semicolon (spreadsheets paste tabs); a row without a quantity means 1, blank rows are skipped.
 * @example parsePastedLines('OSLO-GRN\t2\nBERGEN-OAK;5') // [{ code: 'OSLO-GRN', quantity: '2' }, …]
 */
export function parsePastedLines(text: string): QuickOrderInputLine[] {
  return text
    .split(/\r?\n/)
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const [code = '', quantity = ''] = row.split(/[\t;]/);
      return { code: code.trim(), quantity: quantity.trim() };
    });
}

/**
 * The line's own problem before any lookup: 'Code cannot be empty' or the quantity rule (spec §5), else
 * undefined. An empty quantity is fine: it counts as 1.
 */
export function lineInputError(line: QuickOrderInputLine): string | undefined {
  return validateCode(line.code) ?? (line.quantity === '' ? undefined : validateQuantity(line.quantity));
}

/** The quantity a line orders: empty input is 1 (spec §5), anything else clamped to 1 to the cart's maximum. */
export function lineQuantity(line: QuickOrderInputLine): number {
  return parseQuantityInput(line.quantity, { min: STEPPER_MIN_QUANTITY, max: CART_QUANTITY_MAX });
}
