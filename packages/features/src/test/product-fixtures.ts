import type { Product, Variation } from '@storefront/api-client';
import { makeProductCard } from './product-card-fixtures';

const amount = (value: number) => ({
  amount: value,
  formattedString: `${value.toFixed(2).replace('.', ',')} kr`,
});

function variation(code: string, colour: { key: string; name: string }, stockQuantity: number): Variation {
  const image = (n: number) => ({
    src: `/api/images/products/oslo-1/${colour.key}-${n}.svg`,
    alt: `Oslo arm chair, ${colour.name}`,
    title: `Oslo arm chair, ${colour.name}`,
    width: 800,
    height: 800,
  });
  return {
    code,
    productCode: 'OSLO-1',
    name: `Oslo arm chair ${colour.name}`,
    color: colour,
    images: [image(1), image(2), image(3)],
    thumbnail: { ...image(1), width: 120, height: 120 },
    price: {
      regularPriceExVat: amount(2000),
      regularPriceIncVat: amount(2500),
      priceExVat: amount(2000),
      priceIncVat: amount(2500),
      discountExVat: amount(0),
      discountIncVat: amount(0),
      discountPercentage: 0,
      description: null,
    },
    stock: {
      inStock: stockQuantity > 0,
      stockQuantity,
      salesStartFormatted: null,
      stockAvailableAtVendor: false,
    },
    inStock: stockQuantity > 0,
    maxQuantity: 999,
    isBuyable: true,
    isGift: false,
    promotion: null,
  };
}

/**
 * A product with two colour variations (black in stock, oak out of stock) for tests and stories.
 * @example makeProduct({ hidePrice: true })
 */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const variations = [
    variation('OSLO-1-BLK', { key: 'black', name: 'Black' }, 42),
    variation('OSLO-1-OAK', { key: 'oak', name: 'Oak' }, 0),
  ];
  return {
    code: 'OSLO-1',
    name: 'Oslo arm chair',
    brand: 'Nordform',
    mainCategory: 'Arm chairs',
    productType: 'ProductBase',
    url: '/en/assortment/furniture/arm-chairs/oslo-arm-chair/',
    note: null,
    visible: true,
    active: true,
    hidePrice: false,
    image: variations[0]!.images[0]!,
    thumbnail: variations[0]!.thumbnail,
    images: variations[0]!.images,
    availableColors: variations.map((v) => v.color),
    variations,
    similarProducts: [makeProductCard(11), makeProductCard(12)],
    relatedProducts: [makeProductCard(21)],
    usp: ['Solid oak frame', '10-year guarantee', 'Free delivery'],
    specifications: [
      { name: 'Width', value: '78 cm' },
      { name: 'Seat height', value: '44 cm' },
    ],
    shortDescription: 'A calm arm chair with a solid oak frame and a deep seat.',
    sliderImages: [],
    categoryPath: ['Furniture', 'Arm chairs'],
    elNumber: '1234567',
    ...overrides,
  };
}
