import { describe, expect, it } from 'vitest';
import { parseQuantityInput, sanitizeQuantityInput, stepperState, stepQuantity } from './quantity-input';

describe('quantity input', () => {
  it('keeps digits only', () => {
    expect(sanitizeQuantityInput('1a2-3.4')).toBe('1234');
    expect(sanitizeQuantityInput('abc')).toBe('');
  });

  it.each([
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['1', 1],
    ['12', 12],
    ['999', 999],
    ['1000', 999],
  ])('commits %j as %d', (raw, value) => {
    expect(parseQuantityInput(raw)).toBe(value);
  });

  it('respects given bounds', () => {
    expect(parseQuantityInput('0', { min: 0 })).toBe(0);
    expect(parseQuantityInput('20', { max: 10 })).toBe(10);
    expect(parseQuantityInput('2000', { max: 5000 })).toBe(999);
  });
});

describe('stepper', () => {
  it('disables decrement at the minimum of 1', () => {
    expect(stepperState(1)).toEqual({ canDecrement: false, canIncrement: true });
    expect(stepperState(2)).toEqual({ canDecrement: true, canIncrement: true });
  });

  it('disables increment at a set maximum, and at 999 otherwise', () => {
    expect(stepperState(10, { max: 10 })).toEqual({ canDecrement: true, canIncrement: false });
    expect(stepperState(9, { max: 10 }).canIncrement).toBe(true);
    expect(stepperState(999).canIncrement).toBe(false);
    expect(stepperState(998).canIncrement).toBe(true);
  });

  it('steps within the bounds', () => {
    expect(stepQuantity(1, -1)).toBe(1);
    expect(stepQuantity(1, 1)).toBe(2);
    expect(stepQuantity(10, 1, { max: 10 })).toBe(10);
    expect(stepQuantity(0, -1, { min: 0 })).toBe(0);
  });
});
