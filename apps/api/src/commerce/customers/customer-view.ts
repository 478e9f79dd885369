import type { Address, Customer, CustomerRole } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { rows, type SqlExecutor } from '../db/sql-rows';

/** An address row as read by the commerce queries. */
export interface AddressRow {
  public_id: string;
  kind: 'billing' | 'delivery';
  is_primary: boolean;
  first_name: string;
  last_name: string;
  address: string;
  city: string;
  postal_code: string;
  country_code: string;
  country_name: string;
  email: string | null;
  phone_number: string | null;
}

/** The wire address of an address row (missing e-mail and phone become empty texts). */
export function toWireAddress(row: AddressRow): Address {
  return {
    id: row.public_id,
    firstName: row.first_name,
    lastName: row.last_name,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    countryName: row.country_name,
    countryCode: row.country_code,
    email: row.email ?? '',
    phoneNumber: row.phone_number ?? '',
  };
}

interface CustomerRow {
  id: number;
  customer_id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  role_key: CustomerRole;
  org_public_id: string | null;
  org_name: string | null;
  org_number: string | null;
  org_contact_phone: string | null;
  org_contact_email: string | null;
}

/** Loads the wire customer with addresses and organisation; undefined when the id does not exist. */
export async function loadCustomer(db: SqlExecutor, id: number): Promise<Customer | undefined> {
  const [row] = await rows<CustomerRow>(
    db,
    sql`SELECT c.id, c.customer_id, c.email, c.first_name, c.last_name, c.phone_number, c.role_key,
          o.public_id AS org_public_id, o.name AS org_name, o.organization_number AS org_number,
          o.contact_phone AS org_contact_phone, o.contact_email AS org_contact_email
        FROM customers c LEFT JOIN organisations o ON o.id = c.organisation_id
        WHERE c.id = ${id} AND c.active`,
  );
  if (!row) return undefined;
  const addressRows = await rows<AddressRow>(
    db,
    sql`SELECT public_id, kind, is_primary, first_name, last_name, address, city, postal_code, country_code,
          country_name, email, phone_number
        FROM addresses WHERE customer_id = ${id} ORDER BY is_primary DESC, id`,
  );
  const billing = addressRows.filter((a) => a.kind === 'billing');
  const delivery = addressRows.filter((a) => a.kind === 'delivery');
  // The customer's "address" is the primary billing address, else the primary delivery address.
  const primary = billing.find((a) => a.is_primary) ?? delivery.find((a) => a.is_primary);
  return {
    id: row.customer_id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    phoneNumber: row.phone_number ?? '',
    email: row.email,
    address: primary ? toWireAddress(primary) : null,
    billingAddresses: billing.map(toWireAddress),
    deliveryAddresses: delivery.map(toWireAddress),
    organizationName: row.org_name,
    organizationId: row.org_public_id,
    organizationNumber: row.org_number,
    contactPhone: row.org_contact_phone,
    contactEmail: row.org_contact_email,
    role: row.role_key,
    authenticated: true,
  };
}
