import { describe, expect, it } from 'vitest';
import { searchPageFilters } from './search-page-filters';

const address = (path: string) => new URL(path, 'https://shop.example');

describe('searchPageFilters', () => {
  it("gives the query and filters of the search page's address, with or without the final slash", () => {
    for (const pageUrl of ['/en/search', '/en/search/']) {
      for (const path of ['/en/search?query=sofa&inStock=true', '/en/search/?query=sofa&inStock=true']) {
        const filters = searchPageFilters(address(path), { url: pageUrl });
        expect(filters?.query).toBe('sofa');
        expect(filters?.inStock).toBe(true);
      }
    }
  });

  it('gives null for another address, a search page that asks for nothing, or no known search page', () => {
    expect(searchPageFilters(address('/en/sofas?query=sofa'), { url: '/en/search' })).toBeNull();
    expect(searchPageFilters(address('/en/search/more?query=sofa'), { url: '/en/search' })).toBeNull();
    expect(searchPageFilters(address('/en/search?inStock=true'), { url: '/en/search' })).toBeNull();
    expect(searchPageFilters(address('/en/search?query=sofa'), { url: undefined })).toBeNull();
  });

  it('knows a loaded page by its type, whatever its address', () => {
    expect(searchPageFilters(address('/sv/sok?query=soffa'), { pageType: 'SearchPage' })?.query).toBe(
      'soffa',
    );
    expect(searchPageFilters(address('/en/search?query=sofa'), { pageType: 'CategoryPage' })).toBeNull();
    expect(searchPageFilters(address('/en/search'), { pageType: 'SearchPage' })).toBeNull();
  });
});
