import { describe, expect, it } from 'vitest';
import { STOCK_LEVEL_DEFAULT_TEXTS, STOCK_LEVEL_TEXT_KEYS, stockLevel } from './stock-level';

describe('stockLevel', () => {
  it.each([
    [-1, 'not-in-stock'],
    [0, 'not-in-stock'],
    [Number.NaN, 'not-in-stock'],
    [0.5, 'few-left'],
    [1, 'few-left'],
    [10, 'few-left'],
    [11, 'in-stock-10'],
    [50, 'in-stock-10'],
    [51, 'in-stock-50'],
    [10_000, 'in-stock-50'],
  ] as const)('an active product with %d in stock is %s', (inStockQuantity, level) => {
    expect(stockLevel({ active: true, inStockQuantity })).toBe(level);
  });

  it.each([0, 1, 11, 51])('an inactive product with %d in stock is discontinued', (inStockQuantity) => {
    expect(stockLevel({ active: false, inStockQuantity })).toBe('discontinued');
  });

  it('has a text key and a fallback text for every level', () => {
    expect(Object.keys(STOCK_LEVEL_TEXT_KEYS).sort()).toEqual(Object.keys(STOCK_LEVEL_DEFAULT_TEXTS).sort());
    expect(STOCK_LEVEL_DEFAULT_TEXTS['in-stock-50']).toBe('In stock (50+)');
  });
});
