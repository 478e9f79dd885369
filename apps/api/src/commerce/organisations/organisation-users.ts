import type { CustomerRole, OrganizationUser } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';
import { forbidden } from '../http/http-error';

/** The administrator's own organisation (internal and public id); 403 for anyone who is not an administrator. */
export async function requireAdministrator(
  db: SqlExecutor,
  customerId: number,
  refusal = 'Only administrators of the organisation may manage its users.',
): Promise<{ organisationId: number; publicId: string }> {
  const row = await firstRow<{ organisation_id: number | null; public_id: string | null; role_key: string }>(
    db,
    sql`SELECT c.organisation_id, o.public_id, c.role_key FROM customers c
        LEFT JOIN organisations o ON o.id = c.organisation_id WHERE c.id = ${customerId} AND c.active`,
  );
  if (row?.role_key !== 'OrganizationAdministrator' || row.organisation_id === null || !row.public_id) {
    throw forbidden(refusal);
  }
  return { organisationId: row.organisation_id, publicId: row.public_id };
}

/**
 * 403 when the request names an organisation (query `organizationId` or a body field of that name)
 * other than the administrator's own.
 */
export function assertSameOrganisation(request: FastifyRequest, ownPublicId: string): void {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | null | undefined;
  for (const named of [
    query?.organizationId,
    body && typeof body === 'object' ? body.organizationId : undefined,
  ]) {
    if (named !== undefined && named !== ownPublicId) {
      throw forbidden('Only administrators of the organisation may manage its users.');
    }
  }
}

interface UserRow {
  id: number;
  customer_id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role_key: CustomerRole;
  organisation_id: number | null;
  spending_limit_nok: number | null;
}

/** The wire form of an organisation user. */
export function toOrganizationUser(row: UserRow): OrganizationUser {
  return {
    id: row.customer_id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number ?? '',
    role: row.role_key,
    spendingLimit: row.spending_limit_nok,
  };
}

/** Columns of a user row, also the RETURNING list of the user writes. */
export const USER_COLUMNS = sql`id, customer_id, first_name, last_name, email, phone_number, role_key, organisation_id,
  spending_limit_nok`;

/** The users of an organisation, by name. */
export async function listOrganisationUsers(
  db: SqlExecutor,
  organisationId: number,
): Promise<OrganizationUser[]> {
  const found = await rows<UserRow>(
    db,
    sql`SELECT ${USER_COLUMNS} FROM customers WHERE organisation_id = ${organisationId} AND active
        ORDER BY last_name, first_name, id`,
  );
  return found.map(toOrganizationUser);
}

/**
 * A user of the administrator's organisation by public id. A user of another organisation, or a private
 * customer, is forbidden (the administrator has no say there); an unknown id is not found.
 */
export async function organisationUser(
  db: SqlExecutor,
  organisationId: number,
  publicId: string,
): Promise<UserRow> {
  const row = await firstRow<UserRow>(
    db,
    sql`SELECT ${USER_COLUMNS} FROM customers WHERE customer_id = ${publicId}`,
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'No such user.');
  if (row.organisation_id !== organisationId) {
    throw forbidden('Only administrators of the organisation may manage its users.');
  }
  return row;
}

/** DELETE api/customer?customerId: an administrator removes a user of the own organisation (not themselves). */
export async function removeOrganisationUser(
  db: SqlExecutor,
  adminId: number,
  publicId: string,
): Promise<void> {
  const admin = await requireAdministrator(db, adminId);
  const user = await organisationUser(db, admin.organisationId, publicId);
  if (user.id === adminId) {
    throw new ApiError(409, 'CONFLICT', 'You cannot delete your own account from the user list.');
  }
  await db.execute(sql`DELETE FROM customers WHERE id = ${user.id}`);
}
