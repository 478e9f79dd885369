import type { Variation } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { makeProductCard } from '../test/product-card-fixtures';
import { summariseProductCard } from './product-card-summary';

const image = (name: string) => ({
  src: `/img/${name}.svg`,
  alt: name,
  title: name,
  width: 800,
  height: 600,
});

const promotion = {
  couponCode: null,
  promotionName: 'Spring',
  promotionDescription: 'Spring campaign, 15% off',
  promotionDiscountAmount: null,
  promotionDiscountPercentage: 15,
  evaluatedDiscountedPriceForPromotion: null,
  roundedEvaluatedDiscountedPriceForPromotion: null,
  roundedPromotionDiscountAmount: null,
};

function variation(code: string, stockQuantity: number): Variation {
  return {
    code,
    productCode: 'P-0001',
    name: `Oslo chair, ${code}`,
    color: { key: code, name: `Colour ${code}` },
    images: [image(`${code}-front`), image(`${code}-angle`)],
    thumbnail: image(`${code}-thumb`),
    price: null,
    stock: { inStock: true, stockQuantity, salesStartFormatted: '1 May', stockAvailableAtVendor: true },
    inStock: stockQuantity > 0,
    maxQuantity: 10,
    isBuyable: true,
    isGift: false,
    promotion,
  };
}

const card = makeProductCard(1, {
  numberOfVariants: 2,
  variations: [variation('red', 4), variation('blue', 0)],
  promotion,
});

describe('summariseProductCard', () => {
  it('keeps what the card, its variation picker and the analytics read', () => {
    const summary = summariseProductCard(card);
    const { variations: _variations, promotion: _promotion, ...rest } = card;
    expect(summary).toMatchObject(rest);
    expect(summary.promotion).toEqual({ promotionName: 'Spring' });
    expect(summary.variations).toEqual([
      {
        code: 'red',
        color: { key: 'red', name: 'Colour red' },
        thumbnail: { src: '/img/red-thumb.svg', width: 800, height: 600 },
        price: null,
        stock: { stockQuantity: 4 },
        isBuyable: true,
        maxQuantity: 10,
      },
      {
        code: 'blue',
        color: { key: 'blue', name: 'Colour blue' },
        thumbnail: { src: '/img/blue-thumb.svg', width: 800, height: 600 },
        price: null,
        stock: { stockQuantity: 0 },
        isBuyable: true,
        maxQuantity: 10,
      },
    ]);
  });

  // The state of a list page travels in its HTML (issue 24): each field here is bytes for every card.
  it("leaves out the variations' images, names and promotions and the promotion's details", () => {
    const text = JSON.stringify(summariseProductCard(card));
    expect(text).not.toContain('-front.svg');
    expect(text).not.toContain('-angle.svg');
    expect(text).not.toContain('Spring campaign');
    expect(text).not.toContain('Oslo chair, red');
    expect(Object.keys(summariseProductCard(card).variations[0] ?? {}).sort()).toEqual([
      'code',
      'color',
      'isBuyable',
      'maxQuantity',
      'price',
      'stock',
      'thumbnail',
    ]);
  });

  it('copies nothing the API added beyond the card type', () => {
    const withExtra = { ...card, internalNote: 'not for the page' };
    expect(JSON.stringify(summariseProductCard(withExtra))).not.toContain('internalNote');
  });
});
