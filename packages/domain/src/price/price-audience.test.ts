import { describe, expect, it } from 'vitest';
import { holdsPrice, priceAudience, seesPrices, withoutPrices } from './price-audience';

const amount = (value: number) => ({ amount: value, formattedString: `${value},00 kr` });
const price = {
  regularPriceExVat: amount(12590),
  regularPriceIncVat: amount(15737.5),
  priceExVat: amount(10072),
  priceIncVat: amount(12590),
  discountExVat: amount(2518),
  discountIncVat: amount(3147.5),
  discountPercentage: 20,
  description: 'Spring sale',
};
const promotion = {
  couponCode: null,
  promotionName: 'Spring sale',
  promotionDescription: 'Twenty off',
  promotionDiscountAmount: amount(2518),
  promotionDiscountPercentage: 20,
  evaluatedDiscountedPriceForPromotion: amount(10072),
  roundedEvaluatedDiscountedPriceForPromotion: amount(10100),
  roundedPromotionDiscountAmount: amount(2490),
};
const variation = { code: 'V1', name: 'Oslo, grey', price, promotion, stock: { stockQuantity: 3 } };
const card = { code: 'C1', name: 'Oslo', hidePrice: false, price, promotion, variations: [variation] };

describe('priceAudience', () => {
  it('gives prices to signed-in customers only', () => {
    expect(priceAudience(true)).toBe('customer');
    expect(priceAudience(false)).toBe('anonymous');
    expect(seesPrices('customer')).toBe(true);
    expect(seesPrices('anonymous')).toBe(false);
  });
});

describe('withoutPrices', () => {
  it('nulls the prices of cards, variations and promotions and keeps the rest', () => {
    const shown = withoutPrices(card);
    expect(shown).toEqual({
      code: 'C1',
      name: 'Oslo',
      hidePrice: false,
      price: null,
      promotion: {
        couponCode: null,
        promotionName: 'Spring sale',
        promotionDescription: 'Twenty off',
        promotionDiscountAmount: null,
        promotionDiscountPercentage: 20,
        evaluatedDiscountedPriceForPromotion: null,
        roundedEvaluatedDiscountedPriceForPromotion: null,
        roundedPromotionDiscountAmount: null,
      },
      variations: [
        {
          code: 'V1',
          name: 'Oslo, grey',
          price: null,
          promotion: expect.objectContaining({ promotionName: 'Spring sale', promotionDiscountAmount: null }),
          stock: { stockQuantity: 3 },
        },
      ],
    });
    expect(holdsPrice(shown)).toBe(false);
    expect(JSON.stringify(shown)).not.toMatch(/12590|10072|2518/);
  });

  it('reaches nested answers (related products, listing blocks) and drops the price range facet', () => {
    const answer = {
      productResult: {
        result: [card],
        facets: [
          { key: 'Brand', name: 'Brand', terms: [{ key: 'b', count: 2 }], ranges: null },
          { key: 'Price', name: 'Price', terms: [], ranges: { min: 100, max: 90000 } },
        ],
        numberOfHits: 1,
      },
      page: { product: { ...card, relatedProducts: [card] }, contentArea: [{ products: [card] }] },
    };
    const shown = withoutPrices(answer);
    expect(shown.productResult.facets.map((facet) => facet.key)).toEqual(['Brand']);
    expect(shown.productResult.numberOfHits).toBe(1);
    expect(holdsPrice(shown)).toBe(false);
    expect(JSON.stringify(shown)).not.toMatch(/12590|90000/);
  });

  it('does not change its input, and keeps price flags and other numbers', () => {
    const flags = { hidePrice: true, priceInclVAT: false, inStockQuantity: 4, count: 2, price: 5 };
    expect(withoutPrices(flags)).toEqual({ ...flags, price: null });
    expect(flags.price).toBe(5);
    expect(withoutPrices(card).price).toBeNull();
    expect(card.price).toBe(price);
  });

  it('finds a price anywhere in an answer', () => {
    expect(holdsPrice(card)).toBe(true);
    expect(holdsPrice({ items: [{ item_id: 'C1', price: 12590 }] })).toBe(true);
    expect(holdsPrice([{ key: 'Price', ranges: { min: 1, max: 2 } }])).toBe(true);
    expect(holdsPrice({ hidePrice: true, price: null })).toBe(false);
  });
});
