import { type ProductCard, productCardSchema } from '@storefront/api-client';

const amount = (value: number) => ({
  amount: value,
  formattedString: `${value.toFixed(2).replace('.', ',')} kr`,
});

/** One product card, parsed with the packed schema so a fixture the wire contract rejects fails here. */
export const productFixture: ProductCard = productCardSchema.parse({
  active: true,
  code: 'OSLO-CHAIR',
  name: 'Oslo armchair',
  marketingText: 'Deep seat in wool bouclé',
  elNumber: null,
  alternativeProductNumber: null,
  price: {
    regularPriceExVat: amount(3999.2),
    regularPriceIncVat: amount(4999),
    priceExVat: amount(3999.2),
    priceIncVat: amount(4999),
    discountExVat: amount(0),
    discountIncVat: amount(0),
    discountPercentage: 0,
    description: null,
  },
  image: {
    src: '/api/images/products/oslo-chair.svg',
    alt: 'Oslo armchair',
    title: '',
    width: 400,
    height: 300,
  },
  promotion: null,
  bestSeller: true,
  newProduct: false,
  recommended: false,
  inStockQuantity: 12,
  hidePrice: false,
  variations: [],
  numberOfVariants: 1,
  url: '/en/assortment/furniture/arm-chairs/oslo-chair/',
  categoryPath: ['Furniture', 'Arm chairs'],
});
