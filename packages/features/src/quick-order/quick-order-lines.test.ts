import { describe, expect, it } from 'vitest';
import { lineInputError, lineQuantity, parsePastedLines } from './quick-order-lines';

describe('quick order lines', () => {
  it('splits pasted rows on tab or semicolon and skips blank rows', () => {
    expect(parsePastedLines('OSLO-GRN\t2\r\n\n BERGEN-OAK ; 5 \nSOFA-1')).toEqual([
      { code: 'OSLO-GRN', quantity: '2' },
      { code: 'BERGEN-OAK', quantity: '5' },
      { code: 'SOFA-1', quantity: '' },
    ]);
  });

  it('reports an empty code and a bad quantity with the spec texts', () => {
    expect(lineInputError({ code: ' ', quantity: '1' })).toBe('Code cannot be empty');
    expect(lineInputError({ code: 'A', quantity: 'x' })).toBe('Quantity has to be a number between 0-999');
    expect(lineInputError({ code: 'A', quantity: '' })).toBeUndefined();
  });

  it('orders 1 for an empty quantity and never more than 999', () => {
    expect(lineQuantity({ code: 'A', quantity: '' })).toBe(1);
    expect(lineQuantity({ code: 'A', quantity: '7' })).toBe(7);
    expect(lineQuantity({ code: 'A', quantity: '5000' })).toBe(999);
  });
});
