// Customers shaped like the server's answers, for account tests and stories (no Node imports: stories load it).
import type { Customer, CustomerRole } from '@storefront/api-client';

/** A customer as the server answers it. */
export function testCustomer(overrides: Partial<Customer> & { id: string; email: string }): Customer {
  return {
    customerId: overrides.id,
    firstName: 'Kari',
    lastName: 'Nordmann',
    phoneNumber: '+47 912 34 567',
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
    ...overrides,
  };
}

/** An organisation customer of the test organisation 'org-1'. */
export function testOrganisationCustomer(id: string, email: string, role: CustomerRole): Customer {
  return testCustomer({
    id,
    email,
    role,
    organizationId: 'org-1',
    organizationName: 'Nordlys Interiør AS',
    organizationNumber: '912345678',
  });
}
