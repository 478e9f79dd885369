import { randomBytes } from 'node:crypto';
import {
  changePasswordBodySchema,
  registerBodySchema,
  updateCustomerBodySchema,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { noContent, routeResponses } from '../../http/route-responses';
import { parseBasicAuthorization } from '../auth/basic-auth';
import { loginRetryAfter, recordLoginAttempt } from '../auth/login-attempts';
import { normaliseEmail } from '../auth/login-throttle';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/password';
import { firstRow } from '../db/sql-rows';
import { clientAddress } from '../http/client-address';
import { removeOrganisationUser } from '../organisations/organisation-users';
import { clearSessionCookie } from '../sessions/session-context';
import { deleteSession } from '../sessions/session-store';
import { requireCustomerId, signedIn } from './current-customer';
import { loadCustomer } from './customer-view';
import { signIn } from './sign-in';

/** The one answer for a wrong password and an unknown e-mail address alike. */
const INVALID_CREDENTIALS = () =>
  new ApiError(401, 'UNAUTHORIZED', 'The e-mail address or the password is not correct.');

/** A public id for a new customer: not the serial key, so ids on the wire reveal nothing about counts. */
export function newPublicId(prefix: string): string {
  return `${prefix}-${randomBytes(9).toString('base64url')}`;
}

/** Whether another customer already uses the e-mail address (case does not matter). */
export async function emailTaken(db: Database, email: string, exceptId?: number): Promise<boolean> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`SELECT id FROM customers WHERE lower(email) = lower(${email}) ${exceptId === undefined ? sql`` : sql`AND id <> ${exceptId}`}`,
  );
  return row !== undefined;
}

/** 409 with the e-mail field message, for register and updates. */
export const EMAIL_TAKEN = () =>
  new ApiError(409, 'CONFLICT', 'An account with this e-mail address already exists.', {
    email: 'An account with this e-mail address already exists',
  });

const tags = ['customer'];
const { customer } = responseSchemas;
// Loose: a repeated or unknown pair is left as it was; only `customerId` is read.
const deleteQuerySchema = z.looseObject({ customerId: z.string().optional() });

/** The customer's own routes: session check, sign-in, sign-out, register, update, delete, change password. */
export const customerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/customer',
    { schema: { tags, response: routeResponses({ 200: customer, 204: noContent }) } },
    async (request, reply) => {
      const id = request.commerceSession?.customerId;
      const customer = id ? await loadCustomer(db, id) : undefined;
      if (!customer) return reply.status(204).send();
      return customer;
    },
  );

  app.post(
    '/api/customer/login',
    { schema: { tags, response: routeResponses({ 200: customer }, 401, 403, 429) } },
    async (request, reply) => {
      const credentials = parseBasicAuthorization(request.headers.authorization);
      if (!credentials) throw INVALID_CREDENTIALS();
      const email = normaliseEmail(credentials.email);
      const ip = clientAddress(request);
      const retryAfter = await loginRetryAfter(db, email, ip);
      if (retryAfter > 0) {
        throw new ApiError(
          429,
          'TOO_MANY_REQUESTS',
          'Too many failed sign-in attempts. Try again later.',
          undefined,
          { 'Retry-After': String(retryAfter) },
        );
      }
      const row = await firstRow<{ id: number; password_hash: string }>(
        db,
        sql`SELECT id, password_hash FROM customers WHERE lower(email) = ${email} AND active`,
      );
      const ok = row
        ? await verifyPassword(credentials.password, row.password_hash)
        : await verifyAgainstDummy(credentials.password);
      await recordLoginAttempt(db, email, ip, ok);
      if (!ok || !row) throw INVALID_CREDENTIALS();
      await signIn(db, request, reply, row.id);
      return loadCustomer(db, row.id);
    },
  );

  app.post(
    '/api/customer/logout',
    { schema: { tags, response: routeResponses({ 204: noContent }, 403) } },
    async (request, reply) => {
      if (request.commerceSession) await deleteSession(db, request.commerceSession.idHash);
      request.commerceSession = null;
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/customer/register',
    { schema: { tags, body: registerBodySchema, response: routeResponses({ 201: customer }, 403, 409) } },
    async (request, reply) => {
      const { body } = request;
      if (await emailTaken(db, body.email)) throw EMAIL_TAKEN();
      const passwordHash = await hashPassword(body.password);
      let id: number;
      try {
        const row = await firstRow<{ id: number }>(
          db,
          sql`INSERT INTO customers (customer_id, email, password_hash, first_name, last_name, phone_number, role_key)
            VALUES (${newPublicId('c')}, ${body.email}, ${passwordHash}, ${body.firstName}, ${body.lastName},
                    ${body.phoneNumber}, 'PrivateCustomer')
            RETURNING id`,
        );
        id = row!.id;
      } catch (error) {
        // Two registrations of one address at once: the unique index decides, the loser gets the field error.
        if (await emailTaken(db, body.email)) throw EMAIL_TAKEN();
        throw error;
      }
      await signIn(db, request, reply, id);
      return reply.status(201).send(await loadCustomer(db, id));
    },
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/api/customer/update',
    schema: {
      tags,
      body: updateCustomerBodySchema,
      response: routeResponses({ 200: customer }, 401, 403, 409),
    },
    preValidation: signedIn,
    handler: async (request) => {
      const id = requireCustomerId(request);
      const { body } = request;
      if (await emailTaken(db, body.email, id)) throw EMAIL_TAKEN();
      await db.execute(
        sql`UPDATE customers SET first_name = ${body.firstName}, last_name = ${body.lastName}, email = ${body.email},
            phone_number = ${body.phoneNumber}, updated_at = now() WHERE id = ${id}`,
      );
      return loadCustomer(db, id);
    },
  });

  app.post(
    '/api/customer/change-password',
    {
      schema: {
        tags,
        body: changePasswordBodySchema,
        response: routeResponses({ 204: noContent }, 401, 403),
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const id = requireCustomerId(request);
      const { body } = request;
      const row = await firstRow<{ password_hash: string }>(
        db,
        sql`SELECT password_hash FROM customers WHERE id = ${id}`,
      );
      if (!row || !(await verifyPassword(body.currentPassword, row.password_hash))) {
        throw new ApiError(400, 'VALIDATION_FAILED', 'The current password is not correct.', {
          currentPassword: 'The current password is not correct',
        });
      }
      const passwordHash = await hashPassword(body.newPassword);
      const current = request.commerceSession!.idHash;
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE customers SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${id}`,
        );
        // Other devices signed in with the old password are signed out.
        await tx.execute(sql`DELETE FROM sessions WHERE customer_id = ${id} AND id_hash <> ${current}`);
      });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/customer',
    {
      schema: {
        tags,
        querystring: deleteQuerySchema,
        response: routeResponses({ 204: noContent }, 401, 403, 404, 409),
      },
      preValidation: signedIn,
    },
    async (request, reply) => {
      const id = requireCustomerId(request);
      // With ?customerId this is an administrator removing a user of the own organisation.
      if (request.query.customerId !== undefined) {
        await removeOrganisationUser(db, id, request.query.customerId);
        return reply.status(204).send();
      }
      await db.execute(sql`DELETE FROM customers WHERE id = ${id}`);
      request.commerceSession = null;
      clearSessionCookie(request, reply);
      return reply.status(204).send();
    },
  );
};
