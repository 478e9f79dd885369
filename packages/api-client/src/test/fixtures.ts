import type { Amount, Cart, Customer, Image, Price, ProductCard } from '../index';

/** A money value as the reference server formats it. */
export function sek(amount: number): Amount {
  return { amount, formattedString: `${amount.toFixed(2).replace('.', ',')} kr` };
}

/** A fixed-size test image. */
export const testImage: Image = {
  src: '/api/images/chair.svg',
  alt: 'Chair',
  title: 'Chair',
  width: 400,
  height: 400,
};

/** A price without discount. */
export const testPrice: Price = {
  regularPriceExVat: sek(800),
  regularPriceIncVat: sek(1000),
  priceExVat: sek(800),
  priceIncVat: sek(1000),
  discountExVat: sek(0),
  discountIncVat: sek(0),
  discountPercentage: 0,
  description: null,
};

/** A product card. */
export const testCard: ProductCard = {
  active: true,
  code: 'OSLO',
  name: 'Oslo chair',
  marketingText: null,
  elNumber: null,
  alternativeProductNumber: null,
  price: testPrice,
  image: testImage,
  promotion: null,
  bestSeller: true,
  newProduct: false,
  recommended: false,
  inStockQuantity: 12,
  hidePrice: false,
  variations: [],
  numberOfVariants: 2,
  url: '/en/assortment/furniture/arm-chairs/oslo-chair/',
  categoryPath: ['Furniture', 'Arm chairs'],
};

/** A cart with one line. */
export const testCart: Cart = {
  numberOfItems: 1,
  lineItems: [
    {
      code: 'OSLO-1',
      elNumber: null,
      categoryPath: ['Furniture'],
      quantity: 1,
      price: { currency: 'SEK', unitPrice: sek(1000), totalPriceForItems: sek(1000) },
      active: true,
      inStockQuantity: 4,
      item: {
        name: 'Oslo chair',
        productType: 'ProductBase',
        url: '/en/x/',
        note: null,
        visible: true,
        image: testImage,
      },
    },
  ],
  promotions: [],
  price: {
    unitPrice: sek(1000),
    totalPriceForItems: sek(1000),
    shipping: sek(0),
    totalPrice: sek(1000),
    totalVat: sek(200),
    currency: 'SEK',
  },
  outOfStock: false,
  notActive: false,
  acceptOrderSplitting: true,
};

/** A signed-in private customer. */
export const testCustomer: Customer = {
  id: 'c1',
  customerId: 'C-1',
  firstName: 'Kari',
  lastName: 'Nordmann',
  phoneNumber: '+47 123 45 678',
  email: 'kari@example.com',
  address: null,
  billingAddresses: [],
  deliveryAddresses: [],
  organizationName: null,
  organizationId: null,
  organizationNumber: null,
  contactPhone: null,
  contactEmail: null,
  role: 'PrivateCustomer',
  authenticated: true,
};
