import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '../constants';

/** True when `quantity` is an integer a cart line accepts: 0-999 (spec §9). */
export function isValidCartQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= CART_QUANTITY_MIN && quantity <= CART_QUANTITY_MAX;
}

/**
 * The nearest quantity a cart line accepts: rounded down to an integer and held within 0-999.
 * Not-a-number becomes the minimum so a broken input never reaches the server.
 */
export function clampCartQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return CART_QUANTITY_MIN;
  return Math.min(CART_QUANTITY_MAX, Math.max(CART_QUANTITY_MIN, Math.floor(quantity)));
}
