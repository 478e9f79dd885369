import type { ProductCard } from '@storefront/api-client';

const amount = (value: number) => ({
  amount: value,
  formattedString: `${value.toLocaleString('nb-NO', { minimumFractionDigits: 2 })} kr`,
});

/**
 * A product card for tests and stories, numbered so that lists of them are distinct and ordered.
 * @example makeProductCard(3).code // 'P-0003'
 */
export function makeProductCard(index: number, overrides: Partial<ProductCard> = {}): ProductCard {
  const code = `P-${String(index).padStart(4, '0')}`;
  const exVat = 1000 + index * 10;
  return {
    active: true,
    code,
    name: `Oslo chair ${index}`,
    marketingText: 'A calm arm chair in solid oak.',
    elNumber: null,
    alternativeProductNumber: null,
    price: {
      regularPriceExVat: amount(exVat),
      regularPriceIncVat: amount(exVat * 1.25),
      priceExVat: amount(exVat),
      priceIncVat: amount(exVat * 1.25),
      discountExVat: amount(0),
      discountIncVat: amount(0),
      discountPercentage: 0,
      description: null,
    },
    image: {
      src: `/api/images/products/${code}.svg`,
      alt: `Oslo chair ${index}`,
      title: `Oslo chair ${index}`,
      width: 400,
      height: 400,
    },
    promotion: null,
    bestSeller: index % 5 === 0,
    newProduct: index % 7 === 0,
    recommended: false,
    inStockQuantity: (index * 13) % 70,
    hidePrice: false,
    variations: [],
    numberOfVariants: 1,
    url: `/en/assortment/furniture/arm-chairs/oslo-chair-${index}/`,
    categoryPath: ['Furniture', 'Arm chairs'],
    ...overrides,
  };
}
