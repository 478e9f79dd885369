import { describe, expect, it } from 'vitest';
import { pickPrice, pickRegularPrice, showPricesInclVat } from './price-choice';

describe('showPricesInclVat', () => {
  it('defaults to excluding VAT', () => {
    expect(showPricesInclVat()).toBe(false);
    expect(showPricesInclVat({ priceInclVAT: null, systemMode: null })).toBe(false);
  });
  it('follows the flag when no system mode is set', () => {
    expect(showPricesInclVat({ priceInclVAT: true })).toBe(true);
    expect(showPricesInclVat({ priceInclVAT: true, systemMode: '' })).toBe(true);
    expect(showPricesInclVat({ priceInclVAT: false })).toBe(false);
  });
  it("lets a system mode decide: only 'OPTI' includes VAT", () => {
    expect(showPricesInclVat({ systemMode: 'OPTI' })).toBe(true);
    expect(showPricesInclVat({ systemMode: 'OPTI', priceInclVAT: false })).toBe(true);
    expect(showPricesInclVat({ systemMode: 'opti' })).toBe(false);
    expect(showPricesInclVat({ systemMode: 'B2B', priceInclVAT: true })).toBe(false);
  });
});

describe('pickPrice', () => {
  const price = {
    priceExVat: 'ex',
    priceIncVat: 'inc',
    regularPriceExVat: 'rex',
    regularPriceIncVat: 'rinc',
  };
  it('picks the price for the mode', () => {
    expect(pickPrice(price, true)).toBe('inc');
    expect(pickPrice(price, false)).toBe('ex');
    expect(pickRegularPrice(price, true)).toBe('rinc');
    expect(pickRegularPrice(price, false)).toBe('rex');
  });
});
