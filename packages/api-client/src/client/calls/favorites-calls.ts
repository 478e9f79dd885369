import type {
  FavoritesList,
  RemoveFavoritesBody,
  RenameFavoritesBody,
  UpdateFavoritesBody,
} from '../../schemas/favorites';
import type { ApiResult } from '../api-result';
import type { Transport } from '../transport';

/** The favourites calls. */
export interface FavoritesCalls {
  /** GET api/favorites/lists: the customer's favourites lists. */
  lists(): Promise<ApiResult<FavoritesList[]>>;
  /** PUT api/favorites `{ listName, items }`: replaces or creates the list (zero items removes it); answers it. */
  update(body: UpdateFavoritesBody): Promise<ApiResult<FavoritesList>>;
  /** PUT api/favorites/changeName `{ oldName, newName }`: answers the renamed list. */
  rename(body: RenameFavoritesBody): Promise<ApiResult<FavoritesList>>;
  /** DELETE api/favorites/lists `{ listName }`: removes the list (204). */
  remove(body: RemoveFavoritesBody): Promise<ApiResult<null>>;
}

/** Builds the favourites calls. */
export function createFavoritesCalls(send: Transport): FavoritesCalls {
  return {
    lists: () => send({ method: 'GET', path: 'api/favorites/lists', response: 'favoritesLists' }),
    update: (body) => send({ method: 'PUT', path: 'api/favorites', body, response: 'favoritesList' }),
    rename: (body) =>
      send({ method: 'PUT', path: 'api/favorites/changeName', body, response: 'favoritesList' }),
    remove: (body) =>
      send({ method: 'DELETE', path: 'api/favorites/lists', body, response: 'none', allowEmpty: true }),
  };
}
