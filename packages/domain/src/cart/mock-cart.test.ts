import { describe, expect, it } from 'vitest';
import { addToMockCart, mockLineCode, removeMockCart } from './mock-cart';

describe('development mock cart', () => {
  it('appends a new product as a line coded {productCode}-1', () => {
    expect(addToMockCart([{ code: 'A-1', quantity: 1 }], { code: 'B', quantity: 2 })).toEqual([
      { code: 'A-1', quantity: 1 },
      { code: 'B-1', quantity: 2 },
    ]);
    expect(mockLineCode('X')).toBe('X-1');
  });

  it('raises every line by 1 when the code exists', () => {
    const lines = [
      { code: 'A-1', quantity: 1 },
      { code: 'B', quantity: 5 },
    ];
    expect(addToMockCart(lines, { code: 'B', quantity: 9 })).toEqual([
      { code: 'A-1', quantity: 2 },
      { code: 'B', quantity: 6 },
    ]);
    // the line the mock appended earlier counts as existing too
    expect(addToMockCart(lines, { code: 'A', quantity: 1 })).toEqual([
      { code: 'A-1', quantity: 2 },
      { code: 'B', quantity: 6 },
    ]);
    expect(lines[0]?.quantity).toBe(1);
  });

  it('removing deletes the cart', () => {
    expect(removeMockCart()).toEqual([]);
  });
});
