import {
  createOrganizationUserBodySchema,
  passwordField,
  updateOrganizationUserBodySchema,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { routeResponses } from '../../http/route-responses';
import { hashPassword } from '../auth/password';
import { requireCustomerId } from '../customers/current-customer';
import { EMAIL_TAKEN, emailTaken, newPublicId } from '../customers/customer-routes';
import { firstRow, rows } from '../db/sql-rows';
import { administratorFirst, checkedAdministrator } from './administrator-first';
import {
  assertSameOrganisation,
  listOrganisationUsers,
  organisationUser,
  requireAdministrator,
  toOrganizationUser,
  USER_COLUMNS,
} from './organisation-users';

/** Body of POST api/customer/organization-user/change-password (not in the client yet; see README). */
const changeUserPasswordBodySchema = z.object({ id: z.string().min(1), newPassword: passwordField });

/** The limit stored for a user: administrators approve orders and have no limit of their own. */
function limitFor(role: string, limit: number | null): number | null {
  return role === 'OrganizationAdministrator' ? null : limit;
}

/** Organisation administration: users, roles, create, update, delete (in customer routes), change password. */
export const organisationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['organisation'];
  // 401/403 (and 403 for another organisation's id in the query or body) before the body is validated.
  const administratorOfOwnOrganisation = administratorFirst(db, {
    check: (request, admin) => assertSameOrganisation(request, admin.publicId),
  });
  app.get(
    '/api/customer/all-customers',
    { schema: { tags, response: routeResponses({ 200: responseSchemas.organizationUsers }, 401, 403) } },
    async (request) => {
      const admin = await requireAdministrator(db, requireCustomerId(request));
      assertSameOrganisation(request, admin.publicId);
      return listOrganisationUsers(db, admin.organisationId);
    },
  );

  app.get(
    '/api/customer/roles',
    { schema: { tags, response: routeResponses({ 200: responseSchemas.roles }, 401, 403) } },
    async (request) => {
      // Part of organisation user administration (spec §6): administrators only, 403 for everybody else.
      await requireAdministrator(db, requireCustomerId(request));
      // Roles an organisation user can be given; a private customer is not one of them.
      return rows<{ key: string; name: string }>(
        db,
        sql`SELECT key, name FROM roles WHERE key <> 'PrivateCustomer' ORDER BY can_manage_users, key`,
      );
    },
  );

  app.post(
    '/api/customer/organization-user',
    {
      schema: { tags, body: createOrganizationUserBodySchema },
      preValidation: administratorOfOwnOrganisation,
    },
    async (request, reply) => {
      const admin = checkedAdministrator(request);
      const { body } = request;
      if (await emailTaken(db, body.email)) throw EMAIL_TAKEN();
      const passwordHash = await hashPassword(body.password);
      const created = await firstRow<Parameters<typeof toOrganizationUser>[0]>(
        db,
        sql`INSERT INTO customers (customer_id, email, password_hash, first_name, last_name, phone_number, role_key,
            organisation_id, spending_limit_nok)
          VALUES (${newPublicId('c')}, ${body.email}, ${passwordHash}, ${body.firstName}, ${body.lastName},
                  ${body.phoneNumber}, ${body.role}, ${admin.organisationId},
                  ${limitFor(body.role, body.spendingLimit ?? null)})
          RETURNING ${USER_COLUMNS}`,
      );
      return reply.status(201).send(toOrganizationUser(created!));
    },
  );

  app.put(
    '/api/customer/organization-user',
    {
      schema: { tags, body: updateOrganizationUserBodySchema },
      preValidation: administratorOfOwnOrganisation,
    },
    async (request) => {
      const admin = checkedAdministrator(request);
      const { body } = request;
      const user = await organisationUser(db, admin.organisationId, body.id);
      if (await emailTaken(db, body.email, user.id)) throw EMAIL_TAKEN();
      const updated = await firstRow<Parameters<typeof toOrganizationUser>[0]>(
        db,
        sql`UPDATE customers SET first_name = ${body.firstName}, last_name = ${body.lastName}, email = ${body.email},
            phone_number = ${body.phoneNumber}, role_key = ${body.role},
            spending_limit_nok = ${
              body.spendingLimit === undefined && body.role !== 'OrganizationAdministrator'
                ? sql`spending_limit_nok`
                : limitFor(body.role, body.spendingLimit ?? null)
            },
            updated_at = now()
          WHERE id = ${user.id}
          RETURNING ${USER_COLUMNS}`,
      );
      return toOrganizationUser(updated!);
    },
  );

  app.post(
    '/api/customer/organization-user/change-password',
    {
      schema: { tags, body: changeUserPasswordBodySchema },
      preValidation: administratorOfOwnOrganisation,
    },
    async (request, reply) => {
      const admin = checkedAdministrator(request);
      const { body } = request;
      const user = await organisationUser(db, admin.organisationId, body.id);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE customers SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${user.id}`,
        );
        // The user's existing sessions end: the new password is the only way back in.
        await tx.execute(
          sql`DELETE FROM sessions WHERE customer_id = ${user.id} AND id_hash <> ${request.commerceSession!.idHash}`,
        );
      });
      return reply.status(204).send();
    },
  );
};
