import type { Facet } from '../schemas/result-set';

/**
 * Re-maps facet term counts from a second result set (spec §7): each term of `facets` takes the count of
 * the same facet and term key in `counts`; terms the second set lacks are dropped, and so are facets
 * left with no terms. Numeric facets (no terms, a range) are kept. The order and `selected` flags of
 * `facets` stay.
 * @example
 * remapFacets([{ key: 'Color', name: 'Colour', ranges: null, terms: [black(5), oak(2)] }], [{ ...colour, terms: [black(1)] }])
 * // [{ key: 'Color', …, terms: [black(1)] }]
 */
export function remapFacets(facets: readonly Facet[], counts: readonly Facet[]): Facet[] {
  const countsByFacet = new Map(
    counts.map((facet) => [facet.key, new Map(facet.terms.map((term) => [term.key, term.count]))]),
  );
  const remapped: Facet[] = [];
  for (const facet of facets) {
    if (facet.terms.length === 0 && facet.ranges !== null) {
      remapped.push(facet);
      continue;
    }
    const termCounts = countsByFacet.get(facet.key);
    const terms = facet.terms.flatMap((term) => {
      const count = termCounts?.get(term.key);
      return count === undefined ? [] : [{ ...term, count }];
    });
    if (terms.length > 0) remapped.push({ ...facet, terms });
  }
  return remapped;
}
