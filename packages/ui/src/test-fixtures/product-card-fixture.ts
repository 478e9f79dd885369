import type { ProductCard } from '@storefront/api-client';
import { priceFixture } from './price-fixtures';

/** A product card as the API sends one, for stories and tests; override any field. */
export function productCardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  const price = priceFixture(4796, 3996);
  return {
    active: true,
    code: 'OSLO-100',
    name: 'Oslo lounge chair',
    marketingText: 'Oiled oak frame with a deep wool seat',
    elNumber: '4012345',
    alternativeProductNumber: 'ALT-77',
    price,
    image: {
      src: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 400 300%22%3E%3Crect width=%22400%22 height=%22300%22 fill=%22%23d8cbb8%22/%3E%3Crect x=%22110%22 y=%2290%22 width=%22180%22 height=%22120%22 rx=%2220%22 fill=%22%236b4f3a%22/%3E%3C/svg%3E',
      alt: 'Oslo lounge chair in oak and grey wool',
      title: 'Oslo lounge chair',
      width: 400,
      height: 300,
    },
    promotion: null,
    bestSeller: true,
    newProduct: false,
    recommended: false,
    inStockQuantity: 24,
    hidePrice: false,
    variations: [
      {
        code: 'OSLO-100-GREY',
        productCode: 'OSLO-100',
        name: 'Oslo lounge chair, grey',
        color: { key: 'grey', name: 'Grey' },
        images: [],
        thumbnail: { src: '/thumb.svg', alt: '', title: '', width: 80, height: 60 },
        price,
        stock: { inStock: true, stockQuantity: 24, salesStartFormatted: null, stockAvailableAtVendor: true },
        inStock: true,
        maxQuantity: 5,
        isBuyable: true,
        isGift: false,
        promotion: null,
      },
    ],
    numberOfVariants: 1,
    url: '/en/assortment/furniture/arm-chairs/oslo-lounge-chair/',
    categoryPath: ['Furniture', 'Arm chairs'],
    ...overrides,
  };
}
