import {
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  parseQuantityInput,
  validateCode,
  validateQuantity,
} from '@storefront/domain';
import { parsePastedLines } from '../quick-order';

/** One change of the bulk cart update: set the article's quantity (0 removes the line). */
export interface BulkCartChange {
  code: string;
  quantity: number;
}

// A bulk update may set any quantity a cart line accepts, 0 included (it removes the line).
const CART_BOUNDS = { min: CART_QUANTITY_MIN, max: CART_QUANTITY_MAX };

/** The outcome of reading the edited quantities and the pasted lines. */
export interface BulkCartPlan {
  /** The changes to send in one bulk call, one per code (a pasted line wins over an edited field). */
  changes: BulkCartChange[];
  /** Spec §5 texts by field: `quantity:{code}` for edited fields, `paste:{row}` (1-based) for pasted rows. */
  errors: Record<string, string>;
}

/**
 * Turns the edited quantity fields (code → typed text, only lines whose text differs from the cart) and the
 * pasted 'code;quantity' rows into the changes of one bulk cart update. Quantities follow spec §5 (a number
 * 0-999, 0 removes), codes must not be empty; a pasted row without a quantity means 1.
 * @example planBulkCartUpdate({ A: '3' }, 'B;0') // { changes: [{code:'A',quantity:3},{code:'B',quantity:0}], errors: {} }
 */
export function planBulkCartUpdate(edited: Readonly<Record<string, string>>, pasted: string): BulkCartPlan {
  const byCode = new Map<string, number>();
  const errors: Record<string, string> = {};
  for (const [code, text] of Object.entries(edited)) {
    const error = validateQuantity(text);
    if (error) errors[`quantity:${code}`] = error;
    else byCode.set(code, parseQuantityInput(text, CART_BOUNDS));
  }
  parsePastedLines(pasted).forEach((line, index) => {
    const error =
      validateCode(line.code) ?? (line.quantity === '' ? undefined : validateQuantity(line.quantity));
    if (error) errors[`paste:${index + 1}`] = error;
    else byCode.set(line.code, line.quantity === '' ? 1 : parseQuantityInput(line.quantity, CART_BOUNDS));
  });
  return { changes: [...byCode].map(([code, quantity]) => ({ code, quantity })), errors };
}
