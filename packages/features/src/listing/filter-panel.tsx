import type { Facet, FacetTerm } from '@storefront/api-client';
import { FILTER_PANEL_INITIAL_FACETS, MAIN_CATEGORY_FACET_KEY, type NumberRange } from '@storefront/domain';
import { Accordion, AccordionItem, Button, Checkbox, RangeInput, Toggle } from '@storefront/ui';
import { memo, useState } from 'react';
import { useText } from '../translations';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /** Facets of the current result. */
  facets: Facet[];
  /** Selected term keys per facet key. */
  selected: Record<string, string[]>;
  /** Chosen ranges per range facet key. */
  ranges: Record<string, NumberRange>;
  /** The in-stock-only toggle. */
  inStock: boolean;
  /**
   * The search page shows the MainCategory facet; category pages hide it (spec §2).
   * @default false
   */
  isSearchPage?: boolean;
  /** A term was ticked or unticked. */
  onToggle: (key: string, value: string) => void;
  /** A range got new bounds. */
  onRangeChange: (key: string, range: NumberRange) => void;
  /** The in-stock toggle changed. */
  onInStockChange: (inStock: boolean) => void;
  /** Clear all filters. */
  onClear: () => void;
}

/** No term of a facet is ticked: one array for all, so a memoised section sees the same value each time. */
const NO_TERMS: readonly string[] = [];

/**
 * The facet filters of a listing: in-stock toggle, the first 5 facets with a show-more toggle, each
 * facet a section that expands and collapses, ranges as a price range (spec §2). Memoised, and so are its
 * sections and terms: a tick renders only the ticked term's checkbox again in the click (lab INP), given
 * callbacks that keep their identity.
 */
export const FilterPanel = memo(function FilterPanel({
  facets,
  selected,
  ranges,
  inStock,
  isSearchPage = false,
  onToggle,
  onRangeChange,
  onInStockChange,
  onClear,
}: FilterPanelProps) {
  const t = useText();
  const [showAll, setShowAll] = useState(false);
  const shown = facets.filter(
    (facet) =>
      (isSearchPage || facet.key !== MAIN_CATEGORY_FACET_KEY) && (facet.terms.length > 0 || facet.ranges),
  );
  const visible = showAll ? shown : shown.slice(0, FILTER_PANEL_INITIAL_FACETS);
  const hasSelection =
    inStock || Object.values(selected).some((values) => values.length > 0) || Object.keys(ranges).length > 0;

  return (
    <section
      aria-label={t('listing.filters', 'Filters')}
      css={(th) => ({ display: 'flex', flexDirection: 'column', gap: th.space[4] })}
    >
      <Toggle
        label={t('listing.inStockOnly', 'Only products in stock')}
        checked={inStock}
        onCheckedChange={onInStockChange}
      />
      <Accordion>
        {visible.map((facet) => (
          <FacetSection
            key={facet.key}
            facet={facet}
            selected={selected[facet.key] ?? NO_TERMS}
            range={ranges[facet.key]}
            onToggle={onToggle}
            onRangeChange={onRangeChange}
          />
        ))}
      </Accordion>
      {shown.length > FILTER_PANEL_INITIAL_FACETS && (
        <Button
          variant="ghost"
          size="s"
          aria-expanded={showAll}
          onClick={() => setShowAll((v) => !v)}
          data-testid="filters-show-more"
        >
          {showAll
            ? t('listing.showFewerFilters', 'Show fewer filters')
            : t('listing.showMoreFilters', 'Show more filters')}
        </Button>
      )}
      <Button
        variant="secondary"
        size="s"
        onClick={onClear}
        disabled={!hasSelection}
        data-testid="filters-clear"
      >
        {t('listing.clearFilters', 'Clear filters')}
      </Button>
    </section>
  );
});

/** One facet's section: its terms as checkboxes, or a range. */
const FacetSection = memo(function FacetSection({
  facet,
  selected,
  range,
  onToggle,
  onRangeChange,
}: {
  facet: Facet;
  selected: readonly string[];
  range: NumberRange | undefined;
  onToggle: FilterPanelProps['onToggle'];
  onRangeChange: FilterPanelProps['onRangeChange'];
}) {
  const t = useText();
  return (
    <AccordionItem
      title={facet.name}
      headingLevel={3}
      // Open at first so the terms show; each section still collapses.
      defaultOpen
    >
      {facet.ranges ? (
        <RangeInput
          label={facet.name}
          bounds={facet.ranges}
          value={range ?? facet.ranges}
          onChange={(next) => onRangeChange(facet.key, next)}
          minLabel={t('listing.rangeMin', 'Minimum')}
          maxLabel={t('listing.rangeMax', 'Maximum')}
          unit={t('listing.priceUnit', 'kr')}
        />
      ) : (
        <ul
          css={(th) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: th.space[1],
          })}
        >
          {facet.terms.map((term) => (
            <FacetTermBox
              key={term.key}
              facetKey={facet.key}
              term={term}
              checked={selected.includes(term.key)}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </AccordionItem>
  );
});

/** One term's checkbox: renders again only when its own tick (or the term) changes. */
const FacetTermBox = memo(function FacetTermBox({
  facetKey,
  term,
  checked,
  onToggle,
}: {
  facetKey: string;
  term: FacetTerm;
  checked: boolean;
  onToggle: FilterPanelProps['onToggle'];
}) {
  return (
    <li>
      <Checkbox
        label={term.userFriendlyName}
        description={`(${term.count})`}
        checked={checked}
        data-facet={facetKey}
        data-term={term.key}
        onChange={() => onToggle(facetKey, term.key)}
      />
    </li>
  );
});
