import { describe, expect, it } from 'vitest';
import { quantityChange } from './quantity-change';

describe('quantityChange', () => {
  it('reports a rise as add', () => {
    expect(quantityChange(1, 4)).toEqual({ direction: 'add', quantity: 3 });
  });
  it('reports a fall as remove', () => {
    expect(quantityChange(4, 0)).toEqual({ direction: 'remove', quantity: 4 });
  });
  it('reports no change as none', () => {
    expect(quantityChange(2, 2)).toEqual({ direction: 'none', quantity: 0 });
  });
});
