import { useText } from '../translations';
import type { QuickSearchOption } from './quick-search-options';

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
