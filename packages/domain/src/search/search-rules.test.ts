import { describe, expect, it } from 'vitest';
import {
  canSubmitSearch,
  isQuickSearchQuery,
  limitQuickSearchResult,
  moveHighlight,
  quickSearchLimits,
  searchPageUrl,
} from './search-rules';

describe('query length rules', () => {
  it.each([
    ['', false],
    ['ab', false],
    ['  ab  ', false],
    ['abc', true],
    [' abc', true],
  ])('quick search for %j: %s', (query, expected) => {
    expect(isQuickSearchQuery(query)).toBe(expected);
  });

  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
  ])('full search for %j: %s', (query, expected) => {
    expect(canSubmitSearch(query)).toBe(expected);
  });
});

describe('quick search limits', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('shows 5 products when only products hit', () => {
    expect(quickSearchLimits({ categories: 0, content: 0 })).toEqual({
      products: 5,
      categories: 3,
      content: 2,
    });
    expect(limitQuickSearchResult({ products: list(9), categories: [], content: [] }).products).toHaveLength(
      5,
    );
  });

  it('shows 3 products when categories or content also hit', () => {
    expect(quickSearchLimits({ categories: 1, content: 0 }).products).toBe(3);
    expect(quickSearchLimits({ categories: 0, content: 1 }).products).toBe(3);
    expect(limitQuickSearchResult({ products: list(9), categories: list(5), content: list(5) })).toEqual({
      products: [0, 1, 2],
      categories: [0, 1, 2],
      content: [0, 1],
    });
  });

  it('keeps short lists whole', () => {
    expect(limitQuickSearchResult({ products: list(2), categories: list(1), content: [] })).toEqual({
      products: [0, 1],
      categories: [0],
      content: [],
    });
  });
});

describe('moveHighlight', () => {
  it.each([
    [-1, 3, 'down', 0],
    [-1, 3, 'up', 2],
    [0, 3, 'down', 1],
    [2, 3, 'down', 0],
    [0, 3, 'up', 2],
    [1, 3, 'up', 0],
    [5, 3, 'down', 0],
    [0, 0, 'down', -1],
  ] as const)('from %d of %d going %s lands on %d', (current, count, direction, expected) => {
    expect(moveHighlight(current, count, direction)).toBe(expected);
  });
});

describe('searchPageUrl', () => {
  it('adds the trimmed, encoded query', () => {
    expect(searchPageUrl('/en/search', ' oslo chair ')).toBe('/en/search?query=oslo%20chair');
    expect(searchPageUrl('/en/search?view=grid', 'a&b')).toBe('/en/search?view=grid&query=a%26b');
  });
});
