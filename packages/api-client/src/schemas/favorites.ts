import { z } from 'zod';
import { codeField, invalidLengthMessage } from './field-rules';

/** A favourite: the product code. */
export const favoriteItemSchema = z.object({
  code: codeField,
});
/** A favourite item. */
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

/** A named favourites list. */
export const favoritesListSchema = z.object({
  id: z.string(),
  name: z.string(),
  items: z.array(favoriteItemSchema),
});
/** A favourites list. */
export type FavoritesList = z.infer<typeof favoritesListSchema>;

const listName = z
  .string()
  .trim()
  .min(1, { error: invalidLengthMessage(50) })
  .max(50, { error: invalidLengthMessage(50) });

/** Body of PUT api/favorites: replace (or create) the list's items; zero items removes the list. */
export const updateFavoritesBodySchema = z.object({
  listName,
  items: z.array(favoriteItemSchema),
});
/** Body of PUT api/favorites. */
export type UpdateFavoritesBody = z.infer<typeof updateFavoritesBodySchema>;

/** Body of PUT api/favorites/changeName. */
export const renameFavoritesBodySchema = z.object({
  oldName: listName,
  newName: listName,
});
/** Body of PUT api/favorites/changeName. */
export type RenameFavoritesBody = z.infer<typeof renameFavoritesBodySchema>;

/** Body of DELETE api/favorites/lists. */
export const removeFavoritesBodySchema = z.object({
  listName,
});
/** Body of DELETE api/favorites/lists. */
export type RemoveFavoritesBody = z.infer<typeof removeFavoritesBodySchema>;
