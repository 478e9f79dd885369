import type { OrderBody } from '@storefront/api-client';

/** A valid address (Oslo, Norway): the checkout's billing and shipping address and an address book entry. */
export const TEST_ADDRESS = {
  firstName: 'Ann',
  lastName: 'Berg',
  address: 'Storgata 1',
  city: 'Oslo',
  postalCode: '0155',
  countryCode: 'NO',
  email: 'ann@example.com',
  phoneNumber: '+47 912 34 567',
};

/** A valid checkout body (delivery by standard freight, invoice). */
export function orderBody(overrides: Partial<OrderBody> = {}): OrderBody {
  const address = TEST_ADDRESS;
  return {
    contact: { firstName: 'Ann', lastName: 'Berg', email: 'ann@example.com', phoneNumber: '+47 912 34 567' },
    billingAddress: address,
    shippingAddress: address,
    deliveryMethod: 'standard',
    requestedDeliveryDate: '2026-12-01',
    note: { title: 'Door code', description: '1234' },
    paymentMethod: 'invoice',
    acceptOrderSplitting: true,
    ...overrides,
  };
}
