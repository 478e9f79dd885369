// The options are worked out where the combobox is (always loaded); the dropdown that draws them is loaded
// on demand, so this small module stands apart from it.
import type { QuickSearchResult } from '@storefront/api-client';
import { limitQuickSearchResult, searchPageUrl } from '@storefront/domain';

/** One choosable entry of the dropdown. */
export interface QuickSearchOption {
  /** DOM id, for aria-activedescendant. */
  id: string;
  /** What kind of hit: a completed query (suggestion) or a product, category or content hit. */
  group: 'suggestions' | 'products' | 'categories' | 'content';
  /** The visible text. */
  label: string;
  /** Where choosing it goes. */
  url: string;
}

/** The search suggestions (completed queries) the dropdown offers first, and where choosing one goes. */
export interface QuickSearchSuggestions {
  /** Completed queries from GET api/search/suggestions, best first. */
  queries: string[];
  /** Address of the static search page; choosing a suggestion runs that search there. */
  searchPagePath: string;
}

/**
 * The options of a quick-search answer in display order: the suggestions first (each runs its search),
 * then the hits within the spec limits (domain rule): up to 5 products (3 when categories or content also
 * hit), 3 categories, 2 content items.
 */
export function quickSearchOptions(
  result: QuickSearchResult | null,
  idPrefix: string,
  suggestions?: QuickSearchSuggestions,
): QuickSearchOption[] {
  const suggested = (suggestions?.queries ?? []).map((query, index) => ({
    id: `${idPrefix}-suggestion-${index}`,
    group: 'suggestions' as const,
    label: query,
    url: searchPageUrl(suggestions?.searchPagePath ?? '', query),
  }));
  if (!result) return suggested;
  const limited = limitQuickSearchResult({
    products: result.products,
    categories: result.categories,
    content: result.content,
  });
  return [
    ...suggested,
    ...limited.products.map((product, index) => ({
      id: `${idPrefix}-product-${index}`,
      group: 'products' as const,
      label: product.name,
      url: product.url,
    })),
    ...limited.categories.map((category, index) => ({
      id: `${idPrefix}-category-${index}`,
      group: 'categories' as const,
      label: category.heading,
      url: category.link.url,
    })),
    ...limited.content.map((content, index) => ({
      id: `${idPrefix}-content-${index}`,
      group: 'content' as const,
      label: content.name,
      url: content.url,
    })),
  ];
}
