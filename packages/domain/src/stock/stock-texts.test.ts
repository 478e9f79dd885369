import { describe, expect, it } from 'vitest';
import {
  defaultVariation,
  lineStockWarning,
  lineStockWarningText,
  lineStockWarningTexts,
  purchaseBlock,
  stockLevelTexts,
} from './stock-texts';

const english = (_key: string, fallback: string) => fallback;
const norwegian = (key: string, fallback: string) =>
  ({
    'stock.notInStock': 'Ikke på lager',
    'cart.lineNotInStock': 'Ingen på lager. Fjern varen for å bestille resten.',
    'cart.lineShortOnStock': 'Bare {count} på lager',
  })[key] ?? fallback;

describe('stockLevelTexts', () => {
  it('looks every level up by its key, with the English fallback', () => {
    expect(stockLevelTexts(english)).toEqual({
      discontinued: 'Discontinued',
      'not-in-stock': 'Not in stock',
      'few-left': 'Few left',
      'in-stock-10': 'In stock (10+)',
      'in-stock-50': 'In stock (50+)',
    });
    expect(stockLevelTexts(norwegian)['not-in-stock']).toBe('Ikke på lager');
  });
});

describe('lineStockWarning', () => {
  it('says "not in stock" for 0 (or less), never "only 0"', () => {
    expect(lineStockWarning({ active: true, inStockQuantity: 0, quantity: 2 })).toEqual({
      kind: 'not-in-stock',
    });
    expect(lineStockWarning({ active: true, inStockQuantity: -3, quantity: 1 })).toEqual({
      kind: 'not-in-stock',
    });
    expect(
      lineStockWarningText({ active: true, inStockQuantity: 0, quantity: 2 }, lineStockWarningTexts(english)),
    ).toBe('None in stock. Remove it to order the rest.');
    expect(
      lineStockWarningText(
        { active: true, inStockQuantity: 0, quantity: 2 },
        lineStockWarningTexts(norwegian),
      ),
    ).toBe('Ingen på lager. Fjern varen for å bestille resten.');
  });

  it('names the number in stock when there are fewer than ordered', () => {
    expect(lineStockWarning({ active: true, inStockQuantity: 2, quantity: 5 })).toEqual({
      kind: 'short',
      available: 2,
    });
    expect(
      lineStockWarningText({ active: true, inStockQuantity: 2, quantity: 5 }, lineStockWarningTexts(english)),
    ).toBe('Only 2 in stock');
    expect(
      lineStockWarningText(
        { active: true, inStockQuantity: 2, quantity: 5 },
        lineStockWarningTexts(norwegian),
      ),
    ).toBe('Bare 2 på lager');
  });

  it('raises nothing when the stock covers the quantity, and "no longer sold" for inactive lines', () => {
    expect(lineStockWarning({ active: true, inStockQuantity: 5, quantity: 5 })).toBeNull();
    expect(
      lineStockWarningText(
        { active: true, inStockQuantity: 51, quantity: 1 },
        lineStockWarningTexts(english),
      ),
    ).toBeNull();
    expect(
      lineStockWarningText(
        { active: false, inStockQuantity: 0, quantity: 1 },
        lineStockWarningTexts(english),
      ),
    ).toBe('No longer sold');
  });
});

describe('purchaseBlock', () => {
  it('blocks adding what is not in stock, discontinued or not buyable', () => {
    expect(purchaseBlock({ active: true, isBuyable: true, stockQuantity: 0 })).toBe('not-in-stock');
    expect(purchaseBlock({ active: true, isBuyable: true, stockQuantity: -1 })).toBe('not-in-stock');
    expect(purchaseBlock({ active: false, isBuyable: true, stockQuantity: 10 })).toBe('discontinued');
    expect(purchaseBlock({ active: true, isBuyable: false, stockQuantity: 10 })).toBe('not-buyable');
  });

  it('lets an active, buyable variation with stock be added', () => {
    expect(purchaseBlock({ active: true, isBuyable: true, stockQuantity: 1 })).toBeNull();
  });
});

describe('defaultVariation', () => {
  const v = (code: string, stockQuantity: number) => ({ code, stock: { stockQuantity } });

  it('opens on the first variation in stock when the first one is not', () => {
    expect(defaultVariation([v('a', 0), v('b', 0), v('c', 4), v('d', 9)])?.code).toBe('c');
  });

  it('keeps the first variation when it is in stock, or when none is', () => {
    expect(defaultVariation([v('a', 3), v('b', 9)])?.code).toBe('a');
    expect(defaultVariation([v('a', 0), v('b', 0)])?.code).toBe('a');
    expect(defaultVariation([])).toBeUndefined();
  });
});
