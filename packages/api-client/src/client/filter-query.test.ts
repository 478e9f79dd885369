import { describe, expect, it } from 'vitest';
import { buildFilterQuery, DEFAULT_TAKE, toQueryString } from './filter-query';

describe('buildFilterQuery', () => {
  it('defaults take to 24 and sends nothing else for an empty filter', () => {
    expect(DEFAULT_TAKE).toBe(24);
    expect(buildFilterQuery({})).toEqual([['take', '24']]);
  });

  it('keeps a given take, including for the first page', () => {
    expect(buildFilterQuery({ skip: 0, take: 12 })).toEqual([
      ['skip', '0'],
      ['take', '12'],
    ]);
  });

  it('sends instock only when true', () => {
    expect(buildFilterQuery({ inStock: false })).toEqual([['take', '24']]);
    expect(buildFilterQuery({ inStock: true })).toContainEqual(['instock', 'true']);
  });

  it('joins several values of one facet with semicolons under filter:: and drops empty facets', () => {
    expect(buildFilterQuery({ facets: { Color: ['black', 'oak'], Brand: [] } })).toEqual([
      ['take', '24'],
      ['filter::Color', 'black;oak'],
    ]);
  });

  it('sends ranges as min-max', () => {
    expect(buildFilterQuery({ ranges: [{ key: 'Price', min: 100, max: 2500 }] })).toEqual([
      ['take', '24'],
      ['filter::Price', '100-2500'],
    ]);
  });

  it('sends Active=True for active only, True;False to include discontinued, or the given values', () => {
    expect(buildFilterQuery({ active: true })).toContainEqual(['Active', 'True']);
    expect(buildFilterQuery({ active: false })).toContainEqual(['Active', 'True;False']);
    expect(buildFilterQuery({ active: ['False'] })).toContainEqual(['Active', 'False']);
  });

  it('encodes as a query string with reserved characters escaped', () => {
    const pairs = buildFilterQuery({ query: 'oak & pine', facets: { 'Main Category': ['Sofas;Beds'] } });
    expect(toQueryString(pairs)).toBe('take=24&filter%3A%3AMain+Category=Sofas%3BBeds&query=oak+%26+pine');
    expect(new URLSearchParams(toQueryString(pairs)).get('query')).toBe('oak & pine');
  });
});
