// Sample data for the cart and checkout tests and stories: shaped like the server's answers.
import type { Address, Cart, CartLine, Customer, GlobalSettings, Order } from '@storefront/api-client';

const kr = (amount: number) => ({
  amount,
  formattedString: `${amount.toLocaleString('nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kr`,
});

/** A cart line for stories and tests. */
export function sampleLine(
  overrides: Partial<CartLine> & { code: string; name?: string; unit?: number; color?: string },
): CartLine {
  const { name = 'Oslo arm chair', unit = 4990, color, ...rest } = overrides;
  const quantity = rest.quantity ?? 1;
  return {
    elNumber: `EL-${rest.code}`,
    categoryPath: ['Furniture', 'Chairs', 'Arm chairs'],
    quantity,
    price: { currency: 'SEK', unitPrice: kr(unit), totalPriceForItems: kr(unit * quantity) },
    active: true,
    inStockQuantity: 25,
    item: {
      name,
      productType: 'ProductPage',
      url: `/en/assortment/furniture/arm-chairs/${rest.code.toLowerCase()}/`,
      note: null,
      visible: true,
      image: {
        src: `/api/images/products/${rest.code.toLowerCase()}.svg`,
        alt: color ? `${name}, ${color.toLowerCase()}` : name,
        title: name,
        width: 400,
        height: 300,
      },
    },
    variation: color
      ? { name: `${name}, ${color.toLowerCase()}`, color: { key: color.toLowerCase(), name: color } }
      : null,
    ...rest,
  };
}

/** A cart of the given lines with server-style totals. */
export function sampleCart(lineItems: CartLine[]): Cart {
  const items = lineItems.reduce((sum, line) => sum + line.price.totalPriceForItems.amount, 0);
  const shipping = lineItems.length > 0 ? 99 : 0;
  return {
    numberOfItems: lineItems.reduce((sum, line) => sum + line.quantity, 0),
    lineItems,
    promotions: [],
    price: {
      unitPrice: kr(lineItems.reduce((sum, line) => sum + line.price.unitPrice.amount, 0)),
      totalPriceForItems: kr(items),
      shipping: kr(shipping),
      totalPrice: kr(items + shipping),
      totalVat: kr((items + shipping) * 0.2),
      currency: 'SEK',
    },
    outOfStock: lineItems.some((line) => line.inStockQuantity < line.quantity),
    notActive: lineItems.some((line) => !line.active),
    acceptOrderSplitting: true,
  };
}

/** Two lines: an arm chair and two dining chairs. */
export const twoLineCart: Cart = sampleCart([
  sampleLine({ code: 'OSLO-GRN', name: 'Oslo arm chair', color: 'Green', unit: 4990 }),
  sampleLine({
    code: 'BERGEN-OAK',
    name: 'Bergen dining chair',
    color: 'Oak',
    unit: 1290,
    quantity: 2,
    inStockQuantity: 60,
  }),
]);

/** One product in two colours: the lines differ only by variation (colour, image, article number). */
export const twoColourCart: Cart = sampleCart([
  sampleLine({ code: 'OSLO-GRN', name: 'Oslo arm chair', color: 'Green', unit: 4990 }),
  sampleLine({ code: 'OSLO-GRY', name: 'Oslo arm chair', color: 'Grey', unit: 4990 }),
]);

/** A cart whose lines are short on stock and no longer sold. */
export const warningCart: Cart = sampleCart([
  sampleLine({ code: 'OSLO-GRN', name: 'Oslo arm chair', unit: 4990, quantity: 4, inStockQuantity: 2 }),
  sampleLine({ code: 'OLD-SOFA', name: 'Discontinued sofa', unit: 9990, active: false, inStockQuantity: 0 }),
]);

/** Global settings of the English shop. */
export const testSettings: GlobalSettings = {
  currency: 'SEK',
  market: 'NO',
  marketThreeLetterCode: 'NOR',
  languageRoute: 'en',
  staticPages: [
    { pageType: 'CartPage', title: 'Cart', url: '/en/cart-page' },
    { pageType: 'CheckoutPage', title: 'Checkout', url: '/en/checkout' },
    { pageType: 'OrderConfirmationPage', title: 'Order confirmation', url: '/en/order-confirmation' },
    { pageType: 'AccountPage', title: 'Account', url: '/en/account' },
  ],
  gtmId: null,
  insightKey: null,
  currentCountry: { code: 'NO', name: 'Norway', url: '/en' },
  countries: [
    { code: 'NO', name: 'Norway', url: '/en' },
    { code: 'SE', name: 'Sweden', url: '/en' },
  ],
  availableCountries: [
    { code: 'NO', name: 'Norway', url: '/en' },
    { code: 'SE', name: 'Sweden', url: '/en' },
  ],
  priceInclVAT: false,
};

/** An address-book entry. */
export const homeAddress: Address = {
  id: 'addr-1',
  firstName: 'Kari',
  lastName: 'Nordmann',
  address: 'Storgata 1',
  city: 'Oslo',
  postalCode: '0155',
  countryName: 'Norway',
  countryCode: 'NO',
  email: 'kari@example.com',
  phoneNumber: '+47 912 34 567',
};

/** A signed-in private customer with one address. */
export const testCustomer: Customer = {
  id: 'c-1',
  customerId: 'C-1001',
  firstName: 'Kari',
  lastName: 'Nordmann',
  phoneNumber: '+47 912 34 567',
  email: 'kari@example.com',
  address: homeAddress,
  billingAddresses: [homeAddress],
  deliveryAddresses: [homeAddress],
  organizationName: null,
  organizationId: null,
  organizationNumber: null,
  contactPhone: null,
  contactEmail: null,
  role: 'PrivateCustomer',
  authenticated: true,
};

/** A placed order for the confirmation page. */
export const sampleOrder: Order = {
  orderNumber: 'SF-100234',
  orderDate: '2026-11-21T13:05:00.000Z',
  orderItems: twoLineCart.lineItems,
  billingAddress: homeAddress,
  shippingAddress: homeAddress,
  email: 'kari@example.com',
  phoneNumber: '+47 912 34 567',
  paymentMethod: 'invoice',
  deliveryMethod: 'standard',
  requestedDeliveryDate: null,
  totalFreightPrice: twoLineCart.price.shipping,
  totalPrice: twoLineCart.price.totalPrice,
  totalPriceForItems: twoLineCart.price.totalPriceForItems,
  totalVat: twoLineCart.price.totalVat,
  note: { title: 'Project Fjord', description: 'Leave at the reception.' },
  numberOfItems: twoLineCart.numberOfItems,
};
