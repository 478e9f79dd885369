import type { Amount, CartLine, Image, Price, ProductCard, Variation } from '@storefront/api-client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type CartFlagLine, cartFlags } from '../cart/cart-flags';
import { type StockInput, stockLevel } from '../stock/stock-level';
import type { AnalyticsProduct } from './analytics-item';
import { viewCartEvent } from './ecommerce-events';
import {
  analyticsProductFromCard,
  analyticsProductFromCartLine,
  analyticsProductFromVariation,
} from './wire-analytics';

// Typed fixtures of the wire shapes: if the contract drifts, this file stops compiling.
const sek = (amount: number): Amount => ({ amount, formattedString: `${amount} kr` });
const image: Image = { src: '/api/images/x.svg', alt: 'x', title: 'x', width: 400, height: 300 };
const price = (ex: number): Price => ({
  regularPriceExVat: sek(ex),
  regularPriceIncVat: sek(ex * 1.25),
  priceExVat: sek(ex),
  priceIncVat: sek(ex * 1.25),
  discountExVat: sek(0),
  discountIncVat: sek(0),
  discountPercentage: 0,
  description: null,
});
const variation: Variation = {
  code: 'OSLO-GRN',
  productCode: 'OSLO',
  name: 'Oslo green',
  color: { key: 'green', name: 'Green' },
  images: [image],
  thumbnail: image,
  price: price(1000),
  stock: { inStock: true, stockQuantity: 12, salesStartFormatted: null, stockAvailableAtVendor: false },
  inStock: true,
  maxQuantity: 999,
  isBuyable: true,
  isGift: false,
  promotion: null,
};
const card: ProductCard = {
  active: true,
  code: 'OSLO',
  name: 'Oslo arm chair',
  marketingText: null,
  elNumber: null,
  alternativeProductNumber: null,
  price: price(1000),
  image,
  promotion: null,
  bestSeller: false,
  newProduct: true,
  recommended: false,
  inStockQuantity: 51,
  hidePrice: false,
  variations: [variation],
  numberOfVariants: 1,
  url: '/en/assortment/furniture/arm-chairs/oslo/',
  categoryPath: ['Furniture', 'Arm chairs'],
};
const line: CartLine = {
  code: 'OSLO-GRN',
  elNumber: null,
  categoryPath: ['Furniture', 'Arm chairs'],
  quantity: 2,
  price: { currency: 'SEK', unitPrice: sek(1250), totalPriceForItems: sek(2500) },
  active: true,
  inStockQuantity: 1,
  item: { name: 'Oslo arm chair', productType: 'ProductBase', url: '/x', note: null, visible: true, image },
};

describe('wire types fit the domain rules', () => {
  it('cards and cart lines are accepted as they are', () => {
    expectTypeOf<ProductCard>().toExtend<StockInput>();
    expectTypeOf<CartLine>().toExtend<CartFlagLine>();
    expect(stockLevel(card)).toBe('in-stock-50');
    expect(cartFlags([line])).toEqual({ outOfStock: true, notActive: false });
  });
});

describe('analytics products from wire data', () => {
  it('maps a cart line', () => {
    expect(analyticsProductFromCartLine(line)).toEqual<AnalyticsProduct>({
      code: 'OSLO-GRN',
      name: 'Oslo arm chair',
      categoryPath: ['Furniture', 'Arm chairs'],
      price: 1250,
      quantity: 2,
    });
    expect(viewCartEvent([line].map(analyticsProductFromCartLine)).ecommerce.value).toBe(2500);
  });

  it('maps a card with the price as shown, none when hidden', () => {
    expect(analyticsProductFromCard(card, true)).toMatchObject({ price: 1250, variant: 'Green' });
    expect(analyticsProductFromCard(card, false).price).toBe(1000);
    expect(analyticsProductFromCard({ ...card, hidePrice: true }, true).price).toBeNull();
    expect(analyticsProductFromCard({ ...card, price: null, variations: [] }, true)).toMatchObject({
      price: null,
      variant: null,
    });
  });

  it('maps a chosen variation', () => {
    expect(analyticsProductFromVariation(card, variation, false, 3)).toEqual({
      code: 'OSLO-GRN',
      name: 'Oslo arm chair',
      categoryPath: ['Furniture', 'Arm chairs'],
      variant: 'Green',
      price: 1000,
      quantity: 3,
    });
    expect('quantity' in analyticsProductFromVariation(card, variation, true)).toBe(false);
  });

  it('leaves the price out for a variation the visitor gets without one (anonymous)', () => {
    expect(analyticsProductFromVariation(card, { ...variation, price: null }, false).price).toBeNull();
  });
});
