import { describe, expect, it } from 'vitest';
import type { Facet, FacetTerm } from '../schemas/result-set';
import { remapFacets } from './remap-facets';

const term = (key: string, count: number, selected = false): FacetTerm => ({
  key,
  userFriendlyName: key.toUpperCase(),
  count,
  selected,
});
const facet = (key: string, terms: FacetTerm[], ranges: Facet['ranges'] = null): Facet => ({
  key,
  name: key,
  terms,
  ranges,
});

describe('remapFacets', () => {
  it('takes term counts from the second result set and keeps order and selection of the first', () => {
    const shown = [facet('Color', [term('oak', 9, true), term('black', 5)])];
    const counts = [facet('Color', [term('black', 2), term('oak', 1)])];
    expect(remapFacets(shown, counts)).toEqual([facet('Color', [term('oak', 1, true), term('black', 2)])]);
  });

  it('drops terms the second set lacks and facets left with no terms', () => {
    const shown = [facet('Color', [term('oak', 9), term('black', 5)]), facet('Brand', [term('nordic', 3)])];
    const counts = [facet('Color', [term('black', 2)]), facet('Brand', [])];
    expect(remapFacets(shown, counts)).toEqual([facet('Color', [term('black', 2)])]);
  });

  it('drops a facet absent from the second set', () => {
    expect(remapFacets([facet('Material', [term('wood', 4)])], [])).toEqual([]);
  });

  it('keeps numeric facets, which have a range and no terms', () => {
    const price = facet('Price', [], { min: 100, max: 9000 });
    expect(remapFacets([price], [])).toEqual([price]);
  });

  it('does not change its inputs', () => {
    const shown = [facet('Color', [term('oak', 9)])];
    remapFacets(shown, [facet('Color', [term('oak', 1)])]);
    expect(shown[0]?.terms[0]?.count).toBe(9);
  });
});
