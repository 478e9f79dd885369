/** The least a favourites list has: a name (its key in the API) and its items. */
export interface FavoriteListLike {
  /** List name; unique per customer, the key of update, rename and remove. */
  name: string;
  /** Favourite items, each with a product code. */
  items: readonly { code: string }[];
}

/** Lists as kept after a load: lists with no items are dropped (spec §4). */
export function dropEmptyFavoriteLists<L extends FavoriteListLike>(lists: readonly L[]): L[] {
  return lists.filter((list) => list.items.length > 0);
}

/**
 * Applies an updated list (spec §4): with items it replaces the list of the same name, or is added at the
 * end; with zero items it removes that list.
 *
 * @example
 * applyFavoriteListUpdate(lists, { name: 'Office', items: [] }); // lists without 'Office'
 */
export function applyFavoriteListUpdate<L extends FavoriteListLike>(lists: readonly L[], updated: L): L[] {
  if (updated.items.length === 0) return removeFavoriteList(lists, updated.name);
  const exists = lists.some((list) => list.name === updated.name);
  return exists ? lists.map((list) => (list.name === updated.name ? updated : list)) : [...lists, updated];
}

/** Renames a list in place, keeping its position and items (spec §4: rename replaces). */
export function renameFavoriteList<L extends FavoriteListLike>(
  lists: readonly L[],
  oldName: string,
  newName: string,
): L[] {
  return lists.map((list) => (list.name === oldName ? { ...list, name: newName } : list));
}

/** Removes the list of that name (spec §4: remove deletes by name). */
export function removeFavoriteList<L extends FavoriteListLike>(lists: readonly L[], name: string): L[] {
  return lists.filter((list) => list.name !== name);
}

/** Whether a product is in any list: the filled heart on a product card. */
export function isFavorite(lists: readonly FavoriteListLike[], code: string): boolean {
  return lists.some((list) => list.items.some((item) => item.code === code));
}

/** A list with a product added (once) or removed: the body for the list's update call. */
export function toggleFavoriteItem<L extends FavoriteListLike>(list: L, code: string): L {
  const has = list.items.some((item) => item.code === code);
  return {
    ...list,
    items: has ? list.items.filter((item) => item.code !== code) : [...list.items, { code }],
  };
}
