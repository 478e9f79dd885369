import { describe, expect, it } from 'vitest';
import {
  applyFavoriteListUpdate,
  dropEmptyFavoriteLists,
  isFavorite,
  removeFavoriteList,
  renameFavoriteList,
  toggleFavoriteItem,
} from './favorite-lists';

const list = (name: string, ...codes: string[]) => ({
  id: name.toLowerCase(),
  name,
  items: codes.map((code) => ({ code })),
});
const home = list('Home', 'A', 'B');
const office = list('Office', 'C');

describe('favourite lists', () => {
  it('drops lists with no items on load', () => {
    expect(dropEmptyFavoriteLists([home, list('Empty'), office])).toEqual([home, office]);
  });

  it('replaces a list with items, or adds it', () => {
    const updated = list('Home', 'Z');
    expect(applyFavoriteListUpdate([home, office], updated)).toEqual([updated, office]);
    const added = list('Cabin', 'Y');
    expect(applyFavoriteListUpdate([home, office], added)).toEqual([home, office, added]);
  });

  it('removes a list updated to zero items', () => {
    expect(applyFavoriteListUpdate([home, office], list('Home'))).toEqual([office]);
    expect(applyFavoriteListUpdate([home], list('Unknown'))).toEqual([home]);
  });

  it('renames in place and removes by name', () => {
    expect(renameFavoriteList([home, office], 'Home', 'House')).toEqual([{ ...home, name: 'House' }, office]);
    expect(removeFavoriteList([home, office], 'Office')).toEqual([home]);
  });

  it('knows whether a product is a favourite', () => {
    expect(isFavorite([home, office], 'C')).toBe(true);
    expect(isFavorite([home, office], 'D')).toBe(false);
    expect(isFavorite([], 'A')).toBe(false);
  });

  it('toggles an item of a list', () => {
    expect(toggleFavoriteItem(office, 'D').items).toEqual([{ code: 'C' }, { code: 'D' }]);
    expect(toggleFavoriteItem(office, 'C').items).toEqual([]);
    expect(office.items).toEqual([{ code: 'C' }]);
  });
});
