import { afterEach, describe, expect, it } from 'vitest';
import { isListingFilterNavigation, isListingPageType, setListingPath } from './listing-navigation';

const CATEGORY = '/en/assortment/furniture/arm-chairs/';
const url = (path: string) => new URL(path, 'https://shop.example');

describe('isListingFilterNavigation', () => {
  afterEach(() => setListingPath(null));

  it('is true for a filter, sorter or paging change of the listing on screen, either way', () => {
    setListingPath(CATEGORY);
    expect(isListingFilterNavigation(url(CATEGORY), url(`${CATEGORY}?Color=green`))).toBe(true);
    expect(
      isListingFilterNavigation(url(`${CATEGORY}?Color=green`), url(`${CATEGORY}?Color=green&sortOrder=x`)),
    ).toBe(true);
    // Back to the unfiltered category.
    expect(isListingFilterNavigation(url(`${CATEGORY}?Color=green`), url(CATEGORY))).toBe(true);
  });

  it('is false when no listing is on screen, for another path, and for new search words', () => {
    expect(isListingFilterNavigation(url(CATEGORY), url(`${CATEGORY}?Color=green`))).toBe(false);
    setListingPath(CATEGORY);
    expect(isListingFilterNavigation(url(CATEGORY), url('/en/assortment/furniture/'))).toBe(false);
    expect(isListingFilterNavigation(url('/en/account'), url('/en/account?view=Orders'))).toBe(false);
    setListingPath('/en/search');
    expect(
      isListingFilterNavigation(url('/en/search?query=sofa'), url('/en/search?query=sofa&Color=red')),
    ).toBe(true);
    expect(isListingFilterNavigation(url('/en/search?query=sofa'), url('/en/search?query=chair'))).toBe(
      false,
    );
  });
});

describe('isListingPageType', () => {
  it('names the category and search pages', () => {
    expect(['CategoryPage', 'CategoryBase', 'SearchPage'].map(isListingPageType)).toEqual([true, true, true]);
    expect(['ProductPage', 'AccountPage', undefined].map(isListingPageType)).toEqual([false, false, false]);
  });
});
