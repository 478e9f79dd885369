import { describe, expect, it } from 'vitest';
import { addVat, addVatOre, removeVat, removeVatOre, vatOf } from './vat';

describe('VAT 25 %', () => {
  it('adds and removes VAT to whole øre', () => {
    expect(addVat(100)).toBe(125);
    expect(addVat(9992)).toBe(12490);
    expect(addVat(0.01)).toBe(0.01);
    expect(removeVat(12490)).toBe(9992);
    expect(removeVat(10)).toBe(8);
    expect(removeVat(9.99)).toBe(7.99);
    expect(vatOf(12490)).toBe(2498);
  });
  it('takes another rate', () => {
    expect(addVat(100, 0.12)).toBe(112);
    expect(removeVat(112, 0.12)).toBe(100);
    expect(vatOf(112, 0.12)).toBe(12);
  });
  it('works in whole øre for the server, agreeing with the kroner functions', () => {
    expect(addVatOre(999200)).toBe(1249000);
    expect(removeVatOre(1249000)).toBe(999200);
    expect(removeVatOre(999)).toBe(799);
    for (const ore of [1, 99, 999, 12345, 1249000]) {
      expect(removeVat(ore / 100)).toBe(removeVatOre(ore) / 100);
      expect(addVat(ore / 100)).toBe(addVatOre(ore) / 100);
    }
  });
});
