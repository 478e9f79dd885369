import type { FavoritesList } from '@storefront/api-client';
import { toggleFavoriteItem } from '@storefront/domain';
import { failureText } from '../shared/failure-text';
import { createAppThunk } from '../store/create-app-thunk';

type FavouritesThunkApi = { rejectValue: string };

/** Reads the signed-in customer's lists (GET api/favorites/lists); the slice drops empty ones. */
export const loadFavourites = createAppThunk<FavoritesList[], void, FavouritesThunkApi>(
  'favourites/load',
  async (_, { extra, rejectWithValue }) => {
    const answer = await extra.api.favorites.lists();
    return answer.ok ? answer.data : rejectWithValue(failureText(answer));
  },
);

/** What `saveFavouritesList` sends: the list name and all its items (zero items removes the list). */
export interface SaveFavouritesArgs {
  listName: string;
  items: { code: string }[];
}

/** Replaces (or creates) a list with these items (PUT api/favorites). Resolves to the list as saved. */
export const saveFavouritesList = createAppThunk<FavoritesList, SaveFavouritesArgs, FavouritesThunkApi>(
  'favourites/save',
  async (body, { extra, rejectWithValue }) => {
    const answer = await extra.api.favorites.update(body);
    if (!answer.ok) return rejectWithValue(failureText(answer));
    // Zero items removes the list on the server; the answer then still names it, so the slice drops it.
    return answer.data;
  },
);

/**
 * Adds a product to a list, or takes it out when it is there already (the card's heart and the list
 * picker). A list that does not exist yet is created with the product.
 */
export const toggleFavourite = createAppThunk<
  FavoritesList,
  { listName: string; code: string },
  FavouritesThunkApi
>('favourites/toggle', async ({ listName, code }, { getState, dispatch, rejectWithValue }) => {
  const held = getState().favourites.lists.find((list) => list.name === listName) ?? {
    id: '',
    name: listName,
    items: [],
  };
  const next = toggleFavoriteItem(held, code);
  const saved = await dispatch(
    saveFavouritesList({ listName, items: next.items.map(({ code: c }) => ({ code: c })) }),
  );
  return saveFavouritesList.fulfilled.match(saved)
    ? saved.payload
    : rejectWithValue(saved.payload ?? 'Unexpected error');
});

/** Renames a list (PUT api/favorites/changeName). */
export const renameFavouritesList = createAppThunk<
  { oldName: string; newName: string },
  { oldName: string; newName: string },
  FavouritesThunkApi
>('favourites/rename', async (names, { extra, rejectWithValue }) => {
  const answer = await extra.api.favorites.rename(names);
  return answer.ok ? names : rejectWithValue(failureText(answer));
});

/** Deletes a list by name (DELETE api/favorites/lists). */
export const removeFavouritesList = createAppThunk<string, string, FavouritesThunkApi>(
  'favourites/remove',
  async (listName, { extra, rejectWithValue }) => {
    const answer = await extra.api.favorites.remove({ listName });
    return answer.ok ? listName : rejectWithValue(failureText(answer));
  },
);
