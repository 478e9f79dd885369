import type { QuickSearchResult } from '@storefront/api-client';
import { limitQuickSearchResult, searchPageUrl } from '@storefront/domain';
import { useText } from '../translations/use-text';

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

/** Props of {@link QuickSearchDropdown}. */
export interface QuickSearchDropdownProps {
  /** The listbox's id (the combobox's aria-controls). */
  id: string;
  /** The options, already limited. */
  options: QuickSearchOption[];
  /** The highlighted option's index, or -1. */
  activeIndex: number;
  /** A search is pending (debounce or request). */
  loading: boolean;
  /** The query the options belong to, for the no-results message. */
  query: string;
  /** An option was chosen with the pointer. */
  onChoose: (option: QuickSearchOption) => void;
}

/** The quick-search dropdown: grouped options, a loading message and a 'no results' message (spec §8). */
export function QuickSearchDropdown({
  id,
  options,
  activeIndex,
  loading,
  query,
  onChoose,
}: QuickSearchDropdownProps) {
  const t = useText();
  const headings = {
    suggestions: t('search.suggestion', 'Search'),
    products: t('search.products', 'Products'),
    categories: t('search.categories', 'Categories'),
    content: t('search.content', 'Pages'),
  };
  return (
    <div
      css={(th) => ({
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        marginTop: th.space[1],
        padding: th.space[2],
        background: th.colors.surface,
        color: th.colors.text,
        border: `${th.borderWidths.thin} solid ${th.colors.border}`,
        borderRadius: th.radii.m,
        boxShadow: th.shadows.overlay,
        zIndex: th.zIndices.tooltip,
        maxHeight: '70vh',
        overflowY: 'auto',
      })}
    >
      <p role="status" css={(th) => ({ margin: 0, padding: th.space[2], color: th.colors.textMuted })}>
        {loading
          ? t('search.loading', 'Searching…')
          : !options.some((option) => option.group !== 'suggestions')
            ? t('search.noResults', 'No results for "{query}"').replace('{query}', query)
            : ''}
      </p>
      <div
        id={id}
        role="listbox"
        aria-label={t('search.suggestions', 'Search suggestions')}
        css={{ margin: 0, padding: 0 }}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys reach the options through the combobox input (aria-activedescendant)
          <div
            key={option.id}
            tabIndex={-1}
            id={option.id}
            role="option"
            aria-selected={index === activeIndex}
            data-group={option.group}
            onMouseDown={(event) => {
              // Keeps focus in the input so the blur does not close the dropdown before the choice lands.
              event.preventDefault();
            }}
            onClick={() => onChoose(option)}
            css={(th) => ({
              display: 'flex',
              justifyContent: 'space-between',
              gap: th.space[2],
              padding: `${th.space[2]} ${th.space[3]}`,
              borderRadius: th.radii.s,
              cursor: 'pointer',
              background: index === activeIndex ? th.colors.primarySubtle : 'transparent',
              color: index === activeIndex ? th.colors.onPrimarySubtle : th.colors.text,
              '&:hover': { background: th.colors.surfaceMuted, color: th.colors.text },
            })}
          >
            <span>{option.label}</span>
            <span css={(th) => ({ fontSize: th.fontSizes.xs, color: 'inherit', opacity: 0.8 })}>
              {headings[option.group]}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
