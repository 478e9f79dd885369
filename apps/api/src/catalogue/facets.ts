import type { Facet, FacetTerm, Language, Sorter } from '@storefront/api-client';
import type { ListingInput, SortOrder, TermFacetKey } from './listing-query';
import { PRICE_FACET_KEY, SORT_ORDERS } from './listing-query';
import type { ListingHits } from './listing-search';
import type { CatalogueLookups } from './lookups';

const FACET_NAMES: Record<TermFacetKey | 'Price', Record<Language, string>> = {
  Brand: { no: 'Merke', en: 'Brand' },
  Color: { no: 'Farge', en: 'Colour' },
  Material: { no: 'Materiale', en: 'Material' },
  Category: { no: 'Kategori', en: 'Category' },
  MainCategory: { no: 'Hovedkategori', en: 'Main category' },
  Active: { no: 'Status', en: 'Status' },
  Price: { no: 'Pris', en: 'Price' },
};

const ACTIVE_NAMES: Record<string, Record<Language, string>> = {
  True: { no: 'I sortimentet', en: 'In range' },
  False: { no: 'Utgått', en: 'Discontinued' },
};

const SORTER_NAMES: Record<SortOrder, Record<Language, string>> = {
  sortOrderLatest: { no: 'Nyeste', en: 'Newest' },
  sortOrderPriceAsc: { no: 'Pris lav–høy', en: 'Price low to high' },
  sortOrderPriceDesc: { no: 'Pris høy–lav', en: 'Price high to low' },
  sortOrderName: { no: 'Navn A–Å', en: 'Name A to Z' },
  sortOrderRelevance: { no: 'Relevans', en: 'Relevance' },
};

function termName(key: TermFacetKey, term: string, language: Language, lookups: CatalogueLookups): string {
  switch (key) {
    case 'Brand':
      return lookups.brandNames.get(term) ?? term;
    case 'Color':
      return lookups.colorNames.get(term)?.[language] ?? term;
    case 'Material':
      return lookups.materialNames.get(term)?.[language] ?? term;
    case 'Category':
    case 'MainCategory':
      return lookups.tree.byId.get(Number(term))?.texts[language].name ?? term;
    case 'Active':
      return ACTIVE_NAMES[term]?.[language] ?? term;
  }
}

/**
 * Turns raw counts into the wire facets: every term with hits plus every selected term (count 0 when the
 * other filters leave it nothing), most hits first (Active: True before False), and the price range in whole
 * SEK unless `prices` is false (an anonymous visitor: its bounds are prices, spec §6). Facets without terms
 * are left out.
 */
export function toFacets(
  hits: ListingHits,
  input: ListingInput,
  facetKeys: readonly TermFacetKey[],
  language: Language,
  lookups: CatalogueLookups,
  prices = true,
): Facet[] {
  const facets: Facet[] = [];
  for (const key of facetKeys) {
    const selected = new Set(input.terms[key] ?? []);
    const counts = new Map((hits.terms[key] ?? []).map((term) => [term.key, term.count]));
    for (const term of selected) if (!counts.has(term)) counts.set(term, 0);
    const terms: FacetTerm[] = [...counts].map(([term, count]) => ({
      key: term,
      userFriendlyName: termName(key, term, language, lookups),
      count,
      selected: selected.has(term),
    }));
    terms.sort((a, b) =>
      key === 'Active'
        ? (a.key === 'True' ? 0 : 1) - (b.key === 'True' ? 0 : 1)
        : b.count - a.count || a.userFriendlyName.localeCompare(b.userFriendlyName, language),
    );
    if (terms.length > 0) facets.push({ key, name: FACET_NAMES[key][language], terms, ranges: null });
  }
  if (prices && hits.priceRange) {
    facets.push({
      key: PRICE_FACET_KEY,
      name: FACET_NAMES.Price[language],
      terms: [],
      ranges: { min: Math.floor(hits.priceRange.min / 100), max: Math.ceil(hits.priceRange.max / 100) },
    });
  }
  return facets;
}

/** The sorters offered, with the current one selected; relevance only when there is a query. */
export function toSorters(input: ListingInput, language: Language): Sorter[] {
  return SORT_ORDERS.filter((key) => key !== 'sortOrderRelevance' || input.query !== '').map((key) => ({
    key,
    value: SORTER_NAMES[key][language],
    selected: key === input.sortOrder,
  }));
}
