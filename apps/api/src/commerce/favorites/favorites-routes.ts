import type { FavoritesList } from '@storefront/api-client';
import {
  removeFavoritesBodySchema,
  renameFavoritesBodySchema,
  updateFavoritesBodySchema,
} from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { requireCustomerId } from '../customers/current-customer';
import { firstRow, rows, type SqlExecutor } from '../db/sql-rows';
import { isUniqueViolation } from '../db/unique-violation';
import { HttpError, parseBody } from '../http/http-error';

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
  new HttpError(409, 'CONFLICT', `A favourites list named '${name}' already exists.`, {
    newName: 'A list with this name already exists',
  });

/** Favourites routes: lists, update (replace; zero items removes), rename, remove by name. */
export function registerFavoritesRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/favorites/lists', async (request) => loadLists(db, requireCustomerId(request)));

  const update = async (request: FastifyRequest) => {
    const customerId = requireCustomerId(request);
    const body = parseBody(updateFavoritesBodySchema, request.body);
    return replaceList(
      db,
      customerId,
      body.listName,
      body.items.map((i) => i.code),
    );
  };
  // The spec leaves the verb open; PUT is what the client sends, POST is accepted as well.
  app.put('/api/favorites', update);
  app.post('/api/favorites', update);

  app.put('/api/favorites/changeName', async (request) => {
    const customerId = requireCustomerId(request);
    const { oldName, newName } = parseBody(renameFavoritesBodySchema, request.body);
    const [list] = await loadLists(db, customerId, oldName);
    if (!list) throw new HttpError(404, 'NOT_FOUND', `There is no favourites list named '${oldName}'.`);
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

  app.delete('/api/favorites/lists', async (request: FastifyRequest, reply: FastifyReply) => {
    const customerId = requireCustomerId(request);
    const { listName } = parseBody(removeFavoritesBodySchema, request.body);
    await db.execute(
      sql`DELETE FROM favorite_lists WHERE customer_id = ${customerId} AND name = ${listName}`,
    );
    return reply.status(204).send();
  });
}
