import { describe, expect, it } from 'vitest';
import { cartSummaryRows } from './cart-summary';

const amounts = { items: 100, shipping: 20, vat: 30, total: 150 };

describe('cartSummaryRows', () => {
  it('excl. VAT: subtotal and shipping excl. VAT, then VAT, add up to the total incl. VAT', () => {
    const rows = cartSummaryRows(amounts, false);
    expect(rows.map((r) => [r.id, r.defaultText, r.value])).toEqual([
      ['items', 'Subtotal excl. VAT', 100],
      ['shipping', 'Shipping excl. VAT', 20],
      ['vat', 'VAT', 30],
      ['total', 'Total incl. VAT', 150],
    ]);
    const beforeTotal = rows.slice(
      0,
      rows.findIndex((r) => r.id === 'total'),
    );
    expect(beforeTotal.reduce((sum, r) => sum + r.value, 0)).toBe(amounts.total);
    expect(rows.map((r) => r.defaultText)).not.toContain('Of which VAT');
  });

  it('incl. VAT: subtotal and shipping incl. VAT add up to the total, and the VAT is "of which"', () => {
    const incl = { items: 125, shipping: 25, vat: 30, total: 150 };
    const rows = cartSummaryRows(incl, true);
    expect(rows.map((r) => [r.id, r.defaultText, r.value])).toEqual([
      ['items', 'Subtotal incl. VAT', 125],
      ['shipping', 'Shipping incl. VAT', 25],
      ['total', 'Total incl. VAT', 150],
      ['vat', 'Of which VAT', 30],
    ]);
    const beforeTotal = rows.slice(
      0,
      rows.findIndex((r) => r.id === 'total'),
    );
    expect(beforeTotal.reduce((sum, r) => sum + r.value, 0)).toBe(incl.total);
  });

  it('emphasises only the total, and every row has a translation key', () => {
    for (const inclVat of [true, false]) {
      const rows = cartSummaryRows(amounts, inclVat);
      expect(rows.filter((r) => r.emphasis).map((r) => r.id)).toEqual(['total']);
      expect(rows.every((r) => r.textKey.startsWith('cart.'))).toBe(true);
    }
  });
});
