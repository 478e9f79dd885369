import { describe, expect, it } from 'vitest';
import { cartFlags, countCartItems, isCartNotActive, isCartOutOfStock } from './cart-flags';

const line = (quantity: number, inStockQuantity: number, active = true) => ({
  quantity,
  inStockQuantity,
  active,
});

describe('cart flags', () => {
  it('raises nothing for an empty cart', () => {
    expect(cartFlags([])).toEqual({ outOfStock: false, notActive: false });
  });

  it.each([
    [5, 4, true],
    [5, 5, false],
    [5, 6, false],
    [1, 0, true],
    [0, 0, false],
  ])('a line of %d with %d in stock: outOfStock %s', (quantity, stock, expected) => {
    expect(isCartOutOfStock([line(1, 10), line(quantity, stock)])).toBe(expected);
  });

  it('is notActive when any line is inactive', () => {
    expect(isCartNotActive([line(1, 10), line(1, 10, false)])).toBe(true);
    expect(isCartNotActive([line(1, 10), line(1, 10)])).toBe(false);
    expect(cartFlags([line(2, 1, false)])).toEqual({ outOfStock: true, notActive: true });
  });

  it('counts items across lines', () => {
    expect(countCartItems([line(2, 0), line(3, 0)])).toBe(5);
    expect(countCartItems([])).toBe(0);
  });
});
