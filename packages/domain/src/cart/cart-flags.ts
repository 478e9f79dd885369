/** What the cart flags need from a line: structural, so wire cart lines pass as they are. */
export interface CartFlagLine {
  /** Units ordered on this line. */
  quantity: number;
  /** Units in stock for the line's article. */
  inStockQuantity: number;
  /** False when the article is discontinued. */
  active: boolean;
}

/** The two cart warnings of spec §4. */
export interface CartFlags {
  /** True when any line has less stock than its quantity. */
  outOfStock: boolean;
  /** True when any line is inactive. */
  notActive: boolean;
}

/** True when any line has less stock than its quantity (spec §4). */
export function isCartOutOfStock(lines: readonly CartFlagLine[]): boolean {
  return lines.some((line) => line.inStockQuantity < line.quantity);
}

/** True when any line is inactive (spec §4). */
export function isCartNotActive(lines: readonly CartFlagLine[]): boolean {
  return lines.some((line) => !line.active);
}

/** Both cart warnings at once; an empty cart raises none. */
export function cartFlags(lines: readonly CartFlagLine[]): CartFlags {
  return { outOfStock: isCartOutOfStock(lines), notActive: isCartNotActive(lines) };
}

/** Total units in the cart, the count shown on the cart button badge. */
export function countCartItems(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
