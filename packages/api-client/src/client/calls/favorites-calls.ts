import { z } from 'zod';
import type { RemoveFavoritesBody, RenameFavoritesBody, UpdateFavoritesBody } from '../../schemas/favorites';
import { favoritesListSchema } from '../../schemas/favorites';
import type { Transport } from '../transport';

/** Builds the favourites calls. */
export function createFavoritesCalls(send: Transport) {
  return {
    /** GET api/favorites/lists: the customer's favourites lists. */
    lists: () => send({ method: 'GET', path: 'api/favorites/lists', schema: z.array(favoritesListSchema) }),
    /** PUT api/favorites `{ listName, items }`: replaces or creates the list (zero items removes it); answers it. */
    update: (body: UpdateFavoritesBody) =>
      send({ method: 'PUT', path: 'api/favorites', body, schema: favoritesListSchema }),
    /** PUT api/favorites/changeName `{ oldName, newName }`: answers the renamed list. */
    rename: (body: RenameFavoritesBody) =>
      send({ method: 'PUT', path: 'api/favorites/changeName', body, schema: favoritesListSchema }),
    /** DELETE api/favorites/lists `{ listName }`: removes the list (204). */
    remove: (body: RemoveFavoritesBody) =>
      send({ method: 'DELETE', path: 'api/favorites/lists', body, schema: z.null(), allowEmpty: true }),
  };
}

/** The favourites calls. */
export type FavoritesCalls = ReturnType<typeof createFavoritesCalls>;
