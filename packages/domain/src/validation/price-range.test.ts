import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedNumericKey, normalizePriceRange, parsePriceInput } from './price-range';

const facet = { min: 100, max: 5000 };

describe('normalizePriceRange', () => {
  it('keeps a range inside the facet', () => {
    expect(normalizePriceRange({ min: 200, max: 300 }, facet)).toEqual({ min: 200, max: 300 });
  });
  it('clamps to the facet bounds', () => {
    expect(normalizePriceRange({ min: 99, max: 5001 }, facet)).toEqual({ min: 100, max: 5000 });
    expect(normalizePriceRange({ min: 100, max: 5000 }, facet)).toEqual({ min: 100, max: 5000 });
    expect(normalizePriceRange({ min: -50, max: -10 }, facet)).toEqual({ min: 100, max: 100 });
  });
  it('swaps crossed ends', () => {
    expect(normalizePriceRange({ min: 400, max: 300 }, facet)).toEqual({ min: 300, max: 400 });
    expect(normalizePriceRange({ min: 9000, max: 0 }, facet)).toEqual({ min: 100, max: 5000 });
  });
  it('rounds to whole numbers and widens fractional facet bounds', () => {
    expect(normalizePriceRange({ min: 200.4, max: 300.6 }, facet)).toEqual({ min: 200, max: 301 });
    expect(normalizePriceRange({ min: 0, max: 1e9 }, { min: 99.5, max: 1249.5 })).toEqual({
      min: 99,
      max: 1250,
    });
  });
  it('takes the facet bound for a missing or unreadable end', () => {
    expect(normalizePriceRange({ min: undefined, max: null }, facet)).toEqual(facet);
    expect(normalizePriceRange({ min: Number.NaN, max: Number.POSITIVE_INFINITY }, facet)).toEqual(facet);
  });
  it('accepts a crossed facet', () => {
    expect(normalizePriceRange({ min: 0, max: 10_000 }, { min: 5000, max: 100 })).toEqual(facet);
  });

  it('always yields ordered whole numbers inside the facet', () => {
    const end = fc.option(fc.double(), { nil: undefined });
    fc.assert(
      fc.property(
        end,
        end,
        fc.integer({ min: -1e6, max: 1e6 }),
        fc.integer({ min: -1e6, max: 1e6 }),
        (a, b, f1, f2) => {
          const range = normalizePriceRange({ min: a, max: b }, { min: f1, max: f2 });
          expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
          expect(range.min).toBeLessThanOrEqual(range.max);
          expect(range.min).toBeGreaterThanOrEqual(Math.min(f1, f2));
          expect(range.max).toBeLessThanOrEqual(Math.max(f1, f2));
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.integer({ min: 0, max: 1e5 }), (a, b, width) => {
        const f = { min: 10, max: 10 + width };
        const once = normalizePriceRange({ min: a, max: b }, f);
        expect(normalizePriceRange(once, f)).toEqual(once);
      }),
    );
  });
});

describe('price input', () => {
  it('reads digits only', () => {
    expect(parsePriceInput('1 200 kr')).toBe(1200);
    expect(parsePriceInput('kr')).toBeUndefined();
  });
  it.each([
    ['5', true],
    ['Backspace', true],
    ['ArrowLeft', true],
    ['e', false],
    ['-', false],
    ['.', false],
    ['+', false],
  ])('key %s allowed: %s', (key, allowed) => {
    expect(isAllowedNumericKey(key)).toBe(allowed);
  });
  it('lets shortcuts through', () => {
    expect(isAllowedNumericKey('v', { ctrlKey: true })).toBe(true);
    expect(isAllowedNumericKey('c', { metaKey: true })).toBe(true);
  });
});
