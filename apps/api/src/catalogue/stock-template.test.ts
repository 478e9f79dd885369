import { describe, expect, it } from 'vitest';
import type { CurrentStock } from './current-stock';
import { StockTemplate } from './stock-template';

const variation = (code: string, stockQuantity: number, atVendor: boolean) => ({
  code,
  productCode: 'P1',
  name: 'Sofa "Oslo", grey',
  stock: {
    inStock: stockQuantity > 0,
    stockQuantity,
    salesStartFormatted: null,
    stockAvailableAtVendor: atVendor,
  },
  inStock: stockQuantity > 0,
  maxQuantity: 10,
});

function answer() {
  return {
    data: {
      result: [
        {
          code: 'P1',
          name: 'Sofa \u0001stock:not-a-slot\u0001',
          inStockQuantity: 5,
          variations: [variation('V1', 5, false), variation('V2', 0, true)],
          numberOfVariants: 2,
        },
      ],
      numberOfHits: 1,
    },
    results: [{ code: 'V1', productCode: 'P1', inStockQuantity: 5, active: true }],
  };
}

const stock = (entries: Partial<CurrentStock>): CurrentStock => ({
  products: new Map(),
  variations: new Map(),
  ...entries,
});

describe('StockTemplate', () => {
  it('renders the bytes JSON.stringify gives, and names the codes whose stock it shows', () => {
    const template = StockTemplate.of(answer());
    expect(template.render(null).toString()).toBe(JSON.stringify(answer()));
    expect(template.render(stock({})).toString()).toBe(JSON.stringify(answer()));
    expect(template.byteLength).toBe(Buffer.byteLength(JSON.stringify(answer())));
    expect(template.productCodes).toEqual(['P1']);
    expect(template.variationCodes.sort()).toEqual(['V1', 'V2']);
    expect(template.showsStock).toBe(true);
  });

  it('lays the current stock over every stock figure, as the computation would have shown it', () => {
    const template = StockTemplate.of(answer());
    const current = stock({
      products: new Map([['P1', 3]]),
      variations: new Map([
        ['V1', { stockQuantity: 0, stockAvailableAtVendor: 2 }],
        ['V2', { stockQuantity: 3, stockAvailableAtVendor: 0 }],
      ]),
    });
    const expected = answer();
    const card = expected.data.result[0];
    if (!card) throw new Error('no card');
    card.inStockQuantity = 3;
    card.variations = [variation('V1', 0, true), variation('V2', 3, false)];
    expected.results = [{ code: 'V1', productCode: 'P1', inStockQuantity: 0, active: true }];
    expect(template.render(current).toString()).toBe(JSON.stringify(expected));
  });

  it('keeps an answer without stock as one piece', () => {
    const template = StockTemplate.of(['sofa', 'sofa table']);
    expect(template.showsStock).toBe(false);
    expect(template.render(null).toString()).toBe('["sofa","sofa table"]');
  });
});
