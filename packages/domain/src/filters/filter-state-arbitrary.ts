import fc from 'fast-check';
import { createFilterState, type FilterState } from './filter-state';
import { isFacetParam } from './filter-url';

// Test fixture for property tests (not exported from the package): fast-check is a dev dependency.

const text = fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' });
const facetKey = text.filter(isFacetParam);
const trackingKey = fc.oneof(
  fc.constantFrom('gclid', '_ga', '_gl'),
  text.map((s) => `utm_${s}`),
  text.map((s) => `hsa_${s}`),
);
const range = fc
  .tuple(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }))
  .map(([min, max]) => ({ min, max }));

/** Every filter state the codec can express: facet keys that are facet params, non-empty texts and values. */
export const filterStateArbitrary: fc.Arbitrary<FilterState> = fc
  .record(
    {
      skip: fc.nat({ max: 1e6 }),
      take: fc.integer({ min: 1, max: 1000 }),
      sortOrder: text,
      order: text,
      query: text,
      selectedModel: text,
      inStock: fc.boolean(),
      facets: fc.dictionary(facetKey, fc.uniqueArray(text, { minLength: 1, maxLength: 4 }), { maxKeys: 4 }),
      ranges: fc.dictionary(text, range, { maxKeys: 3 }),
      tracking: fc.array(fc.tuple(trackingKey, fc.string({ maxLength: 8 })), { maxLength: 3 }),
    },
    { requiredKeys: ['inStock', 'facets', 'ranges', 'tracking'] },
  )
  .map((state) => createFilterState(state));
