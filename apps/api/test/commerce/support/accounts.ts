import type { CustomerRole } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../../src/commerce/auth/password';
import { firstRow, type SqlExecutor } from '../../../src/commerce/db/sql-rows';
import { ensureRoles } from '../../../src/commerce/seed/demo-accounts';

/** The password of every test account. */
export const TEST_PASSWORD = 'correct horse battery';

// Test accounts get a cheaper scrypt cost (N=2^12) stored in their hash, which verification reads back, so the
// many sign-ins of these tests stay fast; the production cost is tested in src/commerce/auth/password.test.ts, and
// registration, password changes and unknown e-mail addresses in these tests still run at N=2^17.
const TEST_HASH_PARAMS = { logN: 12, r: 8, p: 1 };
let sharedHash: Promise<string> | undefined;

/** Creates an organisation and answers its internal and public id. */
export async function createOrganisation(
  db: SqlExecutor,
  publicId: string,
): Promise<{ id: number; publicId: string }> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO organisations (public_id, name, organization_number)
        VALUES (${publicId}, ${`Org ${publicId}`}, ${`NO${publicId}`}) RETURNING id`,
  );
  return { id: row!.id, publicId };
}

/** Creates an account directly in the database (faster than registering) and answers its ids. */
export async function createAccount(
  db: SqlExecutor,
  email: string,
  role: CustomerRole = 'PrivateCustomer',
  organisationId: number | null = null,
): Promise<{ id: number; customerId: string; email: string }> {
  await ensureRoles(db);
  sharedHash ??= hashPassword(TEST_PASSWORD, TEST_HASH_PARAMS);
  const customerId = `t-${email.replace(/[^a-z0-9]/gi, '-')}`;
  const row = await firstRow<{ id: number }>(
    db,
    sql`INSERT INTO customers (customer_id, email, password_hash, first_name, last_name, role_key, organisation_id)
        VALUES (${customerId}, ${email}, ${await sharedHash}, 'Test', ${email.split('@')[0]}, ${role}, ${organisationId})
        RETURNING id`,
  );
  return { id: row!.id, customerId, email };
}
