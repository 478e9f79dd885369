import type { FavoritesList } from '@storefront/api-client';
import {
  removeFavoritesBodySchema,
  renameFavoritesBodySchema,
  updateFavoritesBodySchema,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { noContent, routeResponses } from '../../http/route-responses';
import { requireCustomerId, signedIn } from '../customers/current-customer';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';
import { isUniqueViolation } from '../db/unique-violation';

/** The customer's lists with their items; lists without items are not answered (spec §4 drops them). */
async function loadLists(db: SqlExecutor, customerId: number, name?: string): Promise<FavoritesList[]> {
  const found = await rows<{ id: number; name: string; codes: string[] }>(
    db,
    sql`SELECT l.id, l.name, array_agg(i.code ORDER BY i.position, i.added_at) AS codes
        FROM favorite_lists l JOIN favorite_items i ON i.list_id = l.id
        WHERE l.customer_id = ${customerId} ${name === undefined ? sql`` : sql`AND l.name = ${name}`}
        GROUP BY l.id, l.name ORDER BY l.created_at, l.id`,
  );
  return found.map((row) => ({
    id: String(row.id),
    name: row.name,
    items: row.codes.map((code) => ({ code })),
  }));
}

/** Replaces a list's items (creating the list); zero items removes the list. Answers the list as stored. */
async function replaceList(
  db: Database,
  customerId: number,
  listName: string,
  codes: readonly string[],
): Promise<FavoritesList> {
  const unique = [...new Set(codes)];
  return db.transaction(async (tx) => {
    if (unique.length === 0) {
      await tx.execute(
        sql`DELETE FROM favorite_lists WHERE customer_id = ${customerId} AND name = ${listName}`,
      );
      return { id: '', name: listName, items: [] };
    }
    await tx.execute(
      sql`INSERT INTO favorite_lists (customer_id, name) VALUES (${customerId}, ${listName}) ON CONFLICT DO NOTHING`,
    );
    // The row lock makes concurrent replacements of one list take turns, so each sees the items the one
    // before it committed (and none inserts a code the other has just inserted).
    const list = await firstRow<{ id: number }>(
      tx,
      sql`SELECT id FROM favorite_lists WHERE customer_id = ${customerId} AND name = ${listName} FOR UPDATE`,
    );
    await tx.execute(sql`DELETE FROM favorite_items WHERE list_id = ${list!.id}`);
    await tx.execute(
      sql`INSERT INTO favorite_items (list_id, code, position)
          SELECT ${list!.id}, code, ord::int FROM jsonb_array_elements_text(${JSON.stringify(unique)}::jsonb)
          WITH ORDINALITY AS t(code, ord)`,
    );
    return { id: String(list!.id), name: listName, items: unique.map((code) => ({ code })) };
  });
}

/** 409 for a list name the customer already uses. */
const nameTaken = (name: string) =>
  new ApiError(409, 'CONFLICT', `A favourites list named '${name}' already exists.`, {
    newName: 'A list with this name already exists',
  });

/** Favourites routes: lists, update (replace; zero items removes), rename, remove by name. */
export const favoritesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['favorites'];
  app.get(
    '/api/favorites/lists',
    { schema: { tags, response: routeResponses({ 200: responseSchemas.favoritesLists }, 401) } },
    async (request) => loadLists(db, requireCustomerId(request)),
  );

  // The spec leaves the verb open; PUT is what the client sends, POST is accepted as well.
  app.route({
    method: ['PUT', 'POST'],
    url: '/api/favorites',
    schema: {
      tags,
      body: updateFavoritesBodySchema,
      response: routeResponses({ 200: responseSchemas.favoritesList }, 401, 403, 409),
    },
    preValidation: signedIn,
    handler: async (request) => {
      const customerId = requireCustomerId(request);
      const { body } = request;
      return replaceList(
        db,
        customerId,
        body.listName,
        body.items.map((i) => i.code),
      );
    },
  });

  const renameSchema = {
    tags,
    body: renameFavoritesBodySchema,
    response: routeResponses({ 200: responseSchemas.favoritesList }, 401, 403, 404, 409),
  };
  app.put('/api/favorites/changeName', { schema: renameSchema, preValidation: signedIn }, async (request) => {
    const customerId = requireCustomerId(request);
    const { oldName, newName } = request.body;
    const [list] = await loadLists(db, customerId, oldName);
    if (!list) throw new ApiError(404, 'NOT_FOUND', `There is no favourites list named '${oldName}'.`);
    if (oldName !== newName) {
      const clash = await firstRow<{ id: number }>(
        db,
        sql`SELECT id FROM favorite_lists WHERE customer_id = ${customerId} AND name = ${newName}`,
      );
      if (clash) throw nameTaken(newName);
      // Another rename to the same name may commit between the check and the update: the unique key decides.
      await db
        .execute(
          sql`UPDATE favorite_lists SET name = ${newName} WHERE customer_id = ${customerId} AND name = ${oldName}`,
        )
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? nameTaken(newName) : error;
        });
    }
    return { ...list, name: newName };
  });

  const removeSchema = {
    tags,
    body: removeFavoritesBodySchema,
    response: routeResponses({ 204: noContent }, 401, 403),
  };
  app.delete(
    '/api/favorites/lists',
    { schema: removeSchema, preValidation: signedIn },
    async (request, reply) => {
      const customerId = requireCustomerId(request);
      const { listName } = request.body;
      await db.execute(
        sql`DELETE FROM favorite_lists WHERE customer_id = ${customerId} AND name = ${listName}`,
      );
      return reply.status(204).send();
    },
  );
};
