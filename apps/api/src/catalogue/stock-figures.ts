/**
 * How stored stock becomes what an answer shows. One place, because the same figures are computed twice: when
 * products are loaded (product-cards.ts) and when the current stock is laid over a cached answer
 * (stock-template.ts); the two must agree to the byte.
 */

/** A variation is in stock when at least one is on the shelf. */
export function isInStock(stockQuantity: number): boolean {
  return stockQuantity > 0;
}

/** The vendor can deliver when it holds at least one. */
export function isAvailableAtVendor(stockAvailableAtVendor: number): boolean {
  return stockAvailableAtVendor > 0;
}
