/** The least a development mock cart line has. */
export interface MockCartLine {
  /** Line code; a line added from a product gets `{productCode}-1`. */
  code: string;
  /** Units on the line. */
  quantity: number;
}

/** The code the mock cart gives a new line for a product: the product code plus '-1' (spec §4). */
export function mockLineCode(productCode: string): string {
  return `${productCode}-1`;
}

/**
 * Adds an item to the development mock cart (spec §4): when a line for the code exists, every line's
 * quantity rises by 1; otherwise a new line is appended with code `{productCode}-1`.
 *
 * A line "exists" when its code is the added code or the `-1` code the mock gave it before, so adding
 * the same product twice raises the lines instead of appending a duplicate.
 *
 * @example
 * addToMockCart([], { code: 'P1', quantity: 2 }); // [{ code: 'P1-1', quantity: 2 }]
 */
export function addToMockCart<L extends MockCartLine>(lines: readonly L[], item: L): L[] {
  const exists = lines.some((line) => line.code === item.code || line.code === mockLineCode(item.code));
  if (exists) return lines.map((line) => ({ ...line, quantity: line.quantity + 1 }));
  return [...lines, { ...item, code: mockLineCode(item.code) }];
}

/** Removing from the development mock cart deletes the whole cart (spec §4): no lines remain. */
export function removeMockCart(): [] {
  return [];
}
