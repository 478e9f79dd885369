import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearFilters, createFilterState, type FilterState } from './filter-state';
import { filterStateArbitrary } from './filter-state-arbitrary';
import {
  filterUrlSearch,
  formatRangeValue,
  isFacetParam,
  isTrackingParam,
  parseFilterUrl,
  parseRangeValue,
  serializeFilterUrl,
} from './filter-url';

describe('parseFilterUrl', () => {
  it.each<[string, Partial<FilterState>]>([
    ['', {}],
    ['?', {}],
    ['skip=24&take=48', { skip: 24, take: 48 }],
    ['skip=-1&take=0', {}],
    ['skip=x&take=1.5', {}],
    ['sortOrder=priceAsc&order=desc', { sortOrder: 'priceAsc', order: 'desc' }],
    ['sortOrder=', {}],
    ['inStock=true', { inStock: true }],
    ['inStock=True', { inStock: false }],
    ['inStock=1', { inStock: false }],
    ['inStock', { inStock: false }],
    ['query=oslo+chair', { query: 'oslo chair' }],
    ['query=a%3Bb', { query: 'a;b' }],
    ['selectedModel=Oslo', { selectedModel: 'Oslo' }],
    ['Color=red;blue', { facets: { Color: ['red', 'blue'] } }],
    ['Color=red%3Bblue', { facets: { Color: ['red;blue'] } }],
    ['Color=red&Color=blue;red', { facets: { Color: ['red', 'blue'] } }],
    ['Color=;;&Size=', {}],
    ['Active=True', { facets: { Active: ['True'] } }],
    ['range.Price=100-500', { ranges: { Price: { min: 100, max: 500 } } }],
    ['range.Price=abc&range.=1-2', {}],
    [
      'utm_source=mail&gclid=abc&_ga=1&_gl=2&hsa_cam=3',
      {
        tracking: [
          ['utm_source', 'mail'],
          ['gclid', 'abc'],
          ['_ga', '1'],
          ['_gl', '2'],
          ['hsa_cam', '3'],
        ],
      },
    ],
    ['bad=%E0%A4%A', { facets: { bad: ['%E0%A4%A'] } }],
    ['=x&constructor=y', { facets: { constructor: ['y'] } }],
  ])('reads %j', (query, expected) => {
    expect(parseFilterUrl(query)).toEqual(createFilterState(expected));
  });

  it('reads a whole address, ignoring the hash', () => {
    expect(parseFilterUrl('/en/search?query=sofa&Color=red#top')).toEqual(
      createFilterState({ query: 'sofa', facets: { Color: ['red'] } }),
    );
  });

  it('reads URLSearchParams', () => {
    expect(parseFilterUrl(new URLSearchParams('Color=red;blue&inStock=true&utm_medium=x'))).toEqual(
      createFilterState({
        inStock: true,
        facets: { Color: ['red', 'blue'] },
        tracking: [['utm_medium', 'x']],
      }),
    );
  });

  it('keeps a facet named __proto__ as plain data', () => {
    const state = parseFilterUrl('__proto__=x');
    expect(Object.getPrototypeOf(state.facets)).toBe(Object.prototype);
    expect(Object.entries(state.facets)).toEqual([['__proto__', ['x']]]);
  });
});

describe('serializeFilterUrl', () => {
  it('writes fixed parameters, facets with a literal ;, ranges, then tracking', () => {
    const state = createFilterState({
      skip: 0,
      take: 24,
      sortOrder: 'priceAsc',
      order: 'asc',
      inStock: true,
      query: 'oslo chair',
      selectedModel: 'M1',
      facets: { Color: ['red', 'blue;green'], Active: ['True'] },
      ranges: { Price: { min: 100, max: 500 } },
      tracking: [['utm_source', 'a b']],
    });
    expect(serializeFilterUrl(state)).toBe(
      'skip=0&take=24&sortOrder=priceAsc&order=asc&inStock=true&query=oslo%20chair&selectedModel=M1' +
        '&Color=red;blue%3Bgreen&Active=True&range.Price=100-500&utm_source=a%20b',
    );
  });

  it('leaves inStock out when false and writes nothing for an empty state', () => {
    expect(serializeFilterUrl(createFilterState({ inStock: false }))).toBe('');
    expect(filterUrlSearch(createFilterState())).toBe('');
    expect(filterUrlSearch(createFilterState({ inStock: true }))).toBe('?inStock=true');
  });

  it('skips facets that could not be read back', () => {
    expect(serializeFilterUrl(createFilterState({ facets: { skip: ['1'], utm_x: ['y'], Empty: [] } }))).toBe(
      '',
    );
  });
});

describe('clear keeps tracking parameters', () => {
  it('resets Active to True, turns in-stock off and keeps tracking', () => {
    const cleared = clearFilters(
      parseFilterUrl('utm_source=mail&Color=red&Active=False&inStock=true&skip=24&gclid=g'),
    );
    expect(serializeFilterUrl(cleared)).toBe('Active=True&utm_source=mail&gclid=g');
  });
});

describe('ranges and keys', () => {
  it.each([
    ['100-500', { min: 100, max: 500 }],
    ['-5--1', { min: -5, max: -1 }],
    ['-0-1', { min: 0, max: 1 }],
    ['1.5-2.25', { min: 1.5, max: 2.25 }],
    ['100', undefined],
    ['1e3-2', undefined],
    ['1-2-3', undefined],
  ])('parseRangeValue(%j)', (value, expected) => {
    expect(parseRangeValue(value)).toEqual(expected);
  });

  it('formats a range', () => {
    expect(formatRangeValue({ min: 1, max: 2 })).toBe('1-2');
  });

  it.each([
    ['utm_campaign', true],
    ['hsa_ad', true],
    ['gclid', true],
    ['_ga', true],
    ['_gl', true],
    ['_gax', false],
    ['utm', false],
    ['Color', false],
  ])('isTrackingParam(%s) = %s', (key, expected) => {
    expect(isTrackingParam(key)).toBe(expected);
  });

  it('knows which keys can be facets', () => {
    expect(isFacetParam('Color')).toBe(true);
    expect(['', 'skip', 'query', 'utm_x', 'range.Price'].some(isFacetParam)).toBe(false);
  });
});

// ---- properties ----

describe('codec properties', () => {
  it('round-trips every expressible state: parse(serialize(s)) equals s', () => {
    fc.assert(
      fc.property(filterStateArbitrary, (state) => {
        expect(parseFilterUrl(serializeFilterUrl(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips through URLSearchParams as the browser hands it over', () => {
    fc.assert(
      fc.property(
        filterStateArbitrary.filter((s) =>
          Object.values(s.facets).every((vs) => vs.every((v) => !v.includes(';'))),
        ),
        (state) => {
          const params = new URLSearchParams(serializeFilterUrl(state));
          expect(parseFilterUrl(params)).toEqual(state);
        },
      ),
    );
  });

  it('normalises any address: serialize(parse(q)) reads back the same state', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (query) => {
        const state = parseFilterUrl(query);
        expect(parseFilterUrl(serializeFilterUrl(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps tracking parameters through a clear', () => {
    fc.assert(
      fc.property(filterStateArbitrary, (state) => {
        const cleared = parseFilterUrl(serializeFilterUrl(clearFilters(state)));
        expect(cleared.tracking).toEqual(state.tracking);
        expect(cleared.inStock).toBe(false);
        expect(cleared.facets).toEqual({ Active: ['True'] });
      }),
    );
  });
});
