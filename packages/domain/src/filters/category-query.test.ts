import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCategoryQuery, toCategoryQueryPairs } from './category-query';
import { createFilterState } from './filter-state';
import { filterStateArbitrary } from './filter-state-arbitrary';
import { parseFilterUrl, parseRangeValue } from './filter-url';

describe('toCategoryQueryPairs', () => {
  it('sends the defaults for an empty state', () => {
    expect(toCategoryQueryPairs(createFilterState())).toEqual([
      ['skip', '0'],
      ['take', '24'],
      ['includeFacets', 'true'],
      ['instock', 'false'],
      ['sortOrder', 'sortOrderLatest'],
      ['Active', 'True'],
    ]);
  });

  it('uses the page size when the state has no take, and the state take over it', () => {
    expect(toCategoryQueryPairs(createFilterState(), { take: 12, includeFacets: false })).toContainEqual([
      'take',
      '12',
    ]);
    expect(toCategoryQueryPairs(createFilterState({ take: 48 }), { take: 12 })).toContainEqual([
      'take',
      '48',
    ]);
    expect(toCategoryQueryPairs(createFilterState(), { includeFacets: false })).toContainEqual([
      'includeFacets',
      'false',
    ]);
  });

  it('prefixes facets with filter::, sends Active on its own and never tracking', () => {
    const state = parseFilterUrl(
      'skip=24&sortOrder=priceAsc&order=desc&inStock=true&query=oslo&selectedModel=M1&Color=red;blue&Active=True;False&range.Price=100-500&utm_source=x',
    );
    expect(toCategoryQueryPairs(state)).toEqual([
      ['skip', '24'],
      ['take', '24'],
      ['includeFacets', 'true'],
      ['instock', 'true'],
      ['sortOrder', 'priceAsc'],
      ['Active', 'True;False'],
      ['filter::Color', 'red;blue'],
      ['filter::Price', '100-500'],
      ['query', 'oslo'],
      ['selectedModel', 'M1'],
      ['order', 'desc'],
    ]);
  });
});

describe('parseCategoryQuery', () => {
  it('applies the same defaults as the client', () => {
    expect(parseCategoryQuery(new URLSearchParams(''))).toEqual({
      skip: 0,
      take: 24,
      includeFacets: true,
      inStock: false,
      sortOrder: 'sortOrderLatest',
      active: ['True'],
      filters: {},
    });
    expect(parseCategoryQuery(new URLSearchParams('skip=-1&take=0&Active=&filter::X=;'))).toMatchObject({
      skip: 0,
      take: 24,
      active: ['True'],
      filters: {},
    });
  });

  it('reads a plain array of pairs, first value wins', () => {
    const query = parseCategoryQuery([
      ['take', '12'],
      ['take', '48'],
      ['filter::__proto__', 'x'],
    ]);
    expect(query.take).toBe(12);
    expect(Object.getPrototypeOf(query.filters)).toBe(Object.prototype);
    expect(Object.entries(query.filters)).toEqual([['__proto__', ['x']]]);
  });

  it('reads what toCategoryQueryPairs writes', () => {
    fc.assert(
      fc.property(
        filterStateArbitrary.filter((s) =>
          Object.values(s.facets).every((vs) => vs.every((v) => !v.includes(';'))),
        ),
        fc.boolean(),
        (state, includeFacets) => {
          const query = parseCategoryQuery(
            new URLSearchParams(toCategoryQueryPairs(state, { includeFacets })),
          );
          expect(query.skip).toBe(state.skip ?? 0);
          expect(query.take).toBe(state.take ?? 24);
          expect(query.includeFacets).toBe(includeFacets);
          expect(query.inStock).toBe(state.inStock);
          expect(query.sortOrder).toBe(state.sortOrder ?? 'sortOrderLatest');
          expect(query.active).toEqual(state.facets.Active ?? ['True']);
          expect(query.query).toBe(state.query);
          expect(query.selectedModel).toBe(state.selectedModel);
          expect(query.order).toBe(state.order);
          for (const [key, values] of Object.entries(state.facets)) {
            if (key !== 'Active' && !(key in state.ranges)) expect(query.filters[key]).toEqual(values);
          }
          for (const [key, range] of Object.entries(state.ranges)) {
            expect(parseRangeValue(query.filters[key]?.[0] ?? '')).toEqual(range);
          }
        },
      ),
    );
  });
});
