import { describe, expect, it } from 'vitest';
import {
  clearFilters,
  countActiveFilters,
  createFilterState,
  resetFiltersForCategoryChange,
  setFacetValues,
  setInStock,
  setPaging,
  setRangeFilter,
  setSortOrder,
  toggleFacetValue,
} from './filter-state';

const paged = createFilterState({ skip: 48, take: 24 });

describe('filter state changes', () => {
  it('toggles facet values on and off and drops paging', () => {
    const on = toggleFacetValue(paged, 'Color', 'red');
    expect(on.facets).toEqual({ Color: ['red'] });
    expect(on.skip).toBeUndefined();
    expect(on.take).toBe(24);
    const two = toggleFacetValue(on, 'Color', 'blue');
    expect(two.facets).toEqual({ Color: ['red', 'blue'] });
    expect(toggleFacetValue(toggleFacetValue(two, 'Color', 'red'), 'Color', 'blue').facets).toEqual({});
  });

  it('treats inherited names as ordinary facet keys', () => {
    expect(toggleFacetValue(createFilterState(), 'constructor', 'x').facets).toEqual({ constructor: ['x'] });
  });

  it('sets facet values without duplicates or empties', () => {
    expect(setFacetValues(paged, 'Size', ['L', '', 'L', 'M']).facets).toEqual({ Size: ['L', 'M'] });
    expect(setFacetValues(createFilterState({ facets: { Size: ['L'] } }), 'Size', []).facets).toEqual({});
  });

  it('sets and removes ranges', () => {
    const withRange = setRangeFilter(paged, 'Price', { min: 1, max: 2 });
    expect(withRange.ranges).toEqual({ Price: { min: 1, max: 2 } });
    expect(withRange.skip).toBeUndefined();
    expect(setRangeFilter(withRange, 'Price', null).ranges).toEqual({});
  });

  it('sets in-stock, sorter and paging', () => {
    expect(setInStock(paged, true)).toEqual(createFilterState({ take: 24, inStock: true }));
    expect(setSortOrder(paged, 'priceAsc')).toEqual(createFilterState({ take: 24, sortOrder: 'priceAsc' }));
    expect(setSortOrder(createFilterState({ sortOrder: 'priceAsc' }), null)).toEqual(createFilterState());
    expect(setPaging(createFilterState(), { skip: 24 })).toEqual(createFilterState({ skip: 24 }));
  });

  it('clears filters but keeps query, sorter, take and tracking', () => {
    const state = createFilterState({
      skip: 24,
      take: 24,
      query: 'sofa',
      sortOrder: 'priceAsc',
      selectedModel: 'M',
      inStock: true,
      facets: { Color: ['red'], Active: ['False'] },
      ranges: { Price: { min: 1, max: 2 } },
      tracking: [['utm_source', 'x']],
    });
    expect(clearFilters(state)).toEqual(
      createFilterState({
        take: 24,
        query: 'sofa',
        sortOrder: 'priceAsc',
        facets: { Active: ['True'] },
        tracking: [['utm_source', 'x']],
      }),
    );
  });

  it('resets facets, model and sorter on a category change', () => {
    const state = createFilterState({
      skip: 24,
      take: 12,
      query: 'q',
      sortOrder: 's',
      selectedModel: 'M',
      inStock: true,
      facets: { Color: ['red'] },
      tracking: [['gclid', '1']],
    });
    expect(resetFiltersForCategoryChange(state)).toEqual(
      createFilterState({ take: 12, query: 'q', inStock: true, tracking: [['gclid', '1']] }),
    );
    expect(resetFiltersForCategoryChange(createFilterState())).toEqual(createFilterState());
  });

  it('counts chosen filters, not the default Active', () => {
    expect(countActiveFilters(createFilterState())).toBe(0);
    expect(countActiveFilters(clearFilters(createFilterState()))).toBe(0);
    expect(
      countActiveFilters(
        createFilterState({
          inStock: true,
          facets: { Color: ['red', 'blue'], Active: ['True', 'False'] },
          ranges: { Price: { min: 1, max: 2 } },
        }),
      ),
    ).toBe(6);
  });
});
