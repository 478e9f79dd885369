import {
  addressReferenceBodySchema,
  createAddressBodySchema,
  updateAddressBodySchema,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { contentLanguage } from '../../http/language';
import { routeResponses } from '../../http/route-responses';
import { firstRow, type SqlExecutor } from '../db/sql-rows';
import { countryName } from './country-names';
import { requireCustomerId, signedIn } from './current-customer';
import { newPublicId } from './customer-routes';
import { loadCustomer } from './customer-view';

const ADDRESS_NOT_FOUND = () => new ApiError(404, 'NOT_FOUND', 'No such address.');

/** One of the customer's own addresses; another customer's address is "not found", never revealed. */
async function ownAddress(db: SqlExecutor, customerId: number, publicId: string) {
  const row = await firstRow<{ id: number; kind: 'billing' | 'delivery'; is_primary: boolean }>(
    db,
    sql`SELECT id, kind, is_primary FROM addresses WHERE public_id = ${publicId} AND customer_id = ${customerId}`,
  );
  if (!row) throw ADDRESS_NOT_FOUND();
  return row;
}

/** Makes one address the primary of its kind (billing or delivery) and the others not. */
async function makePrimary(db: SqlExecutor, customerId: number, id: number, kind: string): Promise<void> {
  await db.execute(
    sql`UPDATE addresses SET is_primary = (id = ${id}) WHERE customer_id = ${customerId} AND kind = ${kind}`,
  );
}

const tags = ['customer'];
// Each answers the updated customer; 401 signed out, 403 the cross-site guard, 404 another customer's address.
const created = routeResponses({ 201: responseSchemas.customer }, 401, 403);
const changed = routeResponses({ 200: responseSchemas.customer }, 401, 403, 404);

/** Address book routes: create, update, delete, set primary. Each answers the updated customer. */
export const addressRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/api/customer/create-address',
    { schema: { tags, body: createAddressBodySchema, response: created }, preValidation: signedIn },
    async (request, reply) => {
      const customerId = requireCustomerId(request);
      const { address, addressType } = request.body;
      await db.transaction(async (tx) => {
        const existing = await firstRow<{ n: number }>(
          tx,
          sql`SELECT count(*)::int AS n FROM addresses WHERE customer_id = ${customerId} AND kind = ${addressType}`,
        );
        // The first address of a kind becomes its primary, so checkout always has one to suggest.
        await tx.execute(
          sql`INSERT INTO addresses (public_id, customer_id, kind, is_primary, first_name, last_name, address, city,
              postal_code, country_code, country_name, email, phone_number)
            VALUES (${newPublicId('a')}, ${customerId}, ${addressType}, ${(existing?.n ?? 0) === 0},
              ${address.firstName}, ${address.lastName}, ${address.address}, ${address.city}, ${address.postalCode},
              ${address.countryCode}, ${countryName(address.countryCode, contentLanguage(request))},
              ${address.email}, ${address.phoneNumber})`,
        );
      });
      return reply.status(201).send(await loadCustomer(db, customerId));
    },
  );

  app.put(
    '/api/customer/update-address',
    { schema: { tags, body: updateAddressBodySchema, response: changed }, preValidation: signedIn },
    async (request) => {
      const customerId = requireCustomerId(request);
      const { newAddress } = request.body;
      const row = await ownAddress(db, customerId, newAddress.id);
      await db.execute(
        sql`UPDATE addresses SET first_name = ${newAddress.firstName}, last_name = ${newAddress.lastName},
            address = ${newAddress.address}, city = ${newAddress.city}, postal_code = ${newAddress.postalCode},
            country_code = ${newAddress.countryCode},
            country_name = ${countryName(newAddress.countryCode, contentLanguage(request))},
            email = ${newAddress.email}, phone_number = ${newAddress.phoneNumber}
          WHERE id = ${row.id}`,
      );
      return loadCustomer(db, customerId);
    },
  );

  app.delete(
    '/api/customer/delete-address',
    { schema: { tags, body: addressReferenceBodySchema, response: changed }, preValidation: signedIn },
    async (request) => {
      const customerId = requireCustomerId(request);
      const { addressId } = request.body;
      const row = await ownAddress(db, customerId, addressId);
      await db.transaction(async (tx) => {
        await tx.execute(sql`DELETE FROM addresses WHERE id = ${row.id}`);
        if (row.is_primary) {
          // The oldest remaining address of the kind takes over as primary.
          const next = await firstRow<{ id: number }>(
            tx,
            sql`SELECT id FROM addresses WHERE customer_id = ${customerId} AND kind = ${row.kind} ORDER BY id LIMIT 1`,
          );
          if (next) await makePrimary(tx, customerId, next.id, row.kind);
        }
      });
      return loadCustomer(db, customerId);
    },
  );

  app.post(
    '/api/customer/set-primary-address',
    { schema: { tags, body: addressReferenceBodySchema, response: changed }, preValidation: signedIn },
    async (request) => {
      const customerId = requireCustomerId(request);
      const { addressId } = request.body;
      const row = await ownAddress(db, customerId, addressId);
      await makePrimary(db, customerId, row.id, row.kind);
      return loadCustomer(db, customerId);
    },
  );
};
