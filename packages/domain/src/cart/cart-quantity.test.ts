import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampCartQuantity, isValidCartQuantity } from './cart-quantity';

describe('cart quantity bounds 0-999', () => {
  it.each([
    [-1, false],
    [0, true],
    [1, true],
    [998, true],
    [999, true],
    [1000, false],
    [1.5, false],
    [Number.NaN, false],
  ])('%d is valid: %s', (quantity, valid) => {
    expect(isValidCartQuantity(quantity)).toBe(valid);
  });

  it.each([
    [-1, 0],
    [0, 0],
    [999, 999],
    [1000, 999],
    [2.9, 2],
    [Number.NaN, 0],
  ])('clamps %d to %d', (quantity, clamped) => {
    expect(clampCartQuantity(quantity)).toBe(clamped);
  });

  it('always clamps into a valid quantity', () => {
    fc.assert(fc.property(fc.double(), (n) => isValidCartQuantity(clampCartQuantity(n))));
  });
});
