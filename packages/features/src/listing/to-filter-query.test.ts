import { parseFilterUrl } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { toFilterQuery } from './to-filter-query';

const window = { skip: 24, take: 24, includeFacets: false };

describe('toFilterQuery', () => {
  it('sends facets apart from Active, ranges as a list, and the default sorter', () => {
    expect(toFilterQuery(parseFilterUrl('Color=red;blue&range.Price=100-500&inStock=true'), window)).toEqual({
      ...window,
      inStock: true,
      sortOrder: 'sortOrderLatest',
      active: true,
      facets: { Color: ['red', 'blue'] },
      ranges: [{ key: 'Price', min: 100, max: 500 }],
    });
  });

  it('includes discontinued products when Active holds False', () => {
    expect(toFilterQuery(parseFilterUrl('Active=True;False'), window).active).toBe(false);
    expect(toFilterQuery(parseFilterUrl('Active=True'), window).active).toBe(true);
  });

  it('passes query, sorter and selected model, and never tracking parameters', () => {
    const query = toFilterQuery(
      parseFilterUrl('query=sofa&sortOrder=priceAsc&selectedModel=m1&utm_source=mail'),
      window,
    );
    expect(query).toMatchObject({ query: 'sofa', sortOrder: 'priceAsc', selectedModel: 'm1' });
    expect(JSON.stringify(query)).not.toContain('utm_source');
  });
});
