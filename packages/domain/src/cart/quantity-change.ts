/** How a quantity change is reported to analytics (spec §4). */
export interface QuantityChange {
  /** `add` when the quantity grew, `remove` when it shrank, `none` when unchanged. */
  direction: 'add' | 'remove' | 'none';
  /** Units added or removed, always zero or positive. */
  quantity: number;
}

/**
 * Compares the old and the new quantity of a cart line to decide whether the change is reported as
 * add_to_cart or remove_from_cart, and for how many units (spec §4).
 *
 * @example
 * quantityChange(2, 5); // { direction: 'add', quantity: 3 }
 */
export function quantityChange(oldQuantity: number, newQuantity: number): QuantityChange {
  if (newQuantity > oldQuantity) return { direction: 'add', quantity: newQuantity - oldQuantity };
  if (newQuantity < oldQuantity) return { direction: 'remove', quantity: oldQuantity - newQuantity };
  return { direction: 'none', quantity: 0 };
}
