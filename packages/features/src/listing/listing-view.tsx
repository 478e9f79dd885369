import type { NumberRange } from '@storefront/domain';
import { DEFAULT_SORT_ORDER } from '@storefront/domain';
import {
  type ComponentPropsWithoutRef,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { useHydrated } from '../shared/hooks/use-hydrated';
import { useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import {
  facetValueToggled,
  filtersCleared,
  inStockChanged,
  type ListingSource,
  rangeChanged,
  selectHasMore,
  selectNothingFound,
  sortOrderChanged,
} from './listing-slice';
import { ListingToolbar } from './listing-toolbar';
import { loadFilterModal, loadFilterPanel, loadListingFilters, whenIdle } from './load-filters';
import { ProductList } from './product-list';
import { SidebarFilters } from './sidebar-filters';
import { useListing } from './use-listing';
import { useListingView } from './use-listing-view';
import { useViewItemList } from './use-view-item-list';

// Loaded on demand (load-filters.ts): the server waits for them, so the HTML is the same as with static imports.
const FilterPanel = lazy(() => loadFilterPanel().then((m) => ({ default: m.FilterPanel })));
const FilterModal = lazy(() => loadFilterModal().then((m) => ({ default: m.FilterModal })));

/** Props of {@link ListingView}. */
export interface ListingViewProps {
  /** The category, or the search. */
  source: ListingSource;
  /** Products per batch. */
  pageSize: number;
  /** The list name analytics reports (`view_item_list`). */
  listName: string;
  /**
   * Shown instead of the filters, the bar and the list when the list is empty and no filter is chosen
   * (the search page's no-results message); without it the empty list shows as usual.
   */
  nothingFound?: ReactNode;
}

/**
 * A product listing bound to the store and the address: facet sidebar (wide screens) or filter modal
 * (small screens), filter and sort bar, grid or list with infinite scroll. Shared by the category and
 * search pages.
 */
export function ListingView({ source, pageSize, listName, nothingFound }: ListingViewProps) {
  const { listing, change, loadMore, changing } = useListing(source, pageSize);
  const hasMore = useAppSelector(selectHasMore);
  const isEmpty = useAppSelector(selectNothingFound);
  const inclVat = useAppSelector(selectPricesInclVat);
  const [view, setView] = useListingView();
  const [filtersOpen, setFiltersOpen] = useState(false);
  // Mounted from the first opening on, so closing runs the modal's own close.
  const [filtersUsed, setFiltersUsed] = useState(false);
  useViewItemList(listName, listing.products, inclVat);
  const { filters } = listing;
  const isSearchPage = source.kind === 'search';

  // Callbacks and the panel keep their identity while their inputs do: the memoised panel, toolbar and list
  // then render again only for what a change touched (a tick renders one checkbox in the click, lab INP).
  const onToggle = useCallback(
    (key: string, value: string) => change(facetValueToggled({ key, value })),
    [change],
  );
  const onRangeChange = useCallback(
    (key: string, range: NumberRange) => change(rangeChanged({ key, range })),
    [change],
  );
  const onInStockChange = useCallback((inStock: boolean) => change(inStockChanged(inStock)), [change]);
  const onClear = useCallback(() => change(filtersCleared()), [change]);
  const onSortChange = useCallback(
    (sortOrder: string | null) => change(sortOrderChanged(sortOrder)),
    [change],
  );
  const onOpenFilters = useCallback(() => {
    setFiltersUsed(true);
    setFiltersOpen(true);
  }, []);
  // The filters' code comes when the page has nothing else to do, ready for the first press of the button.
  useEffect(() => whenIdle(() => void loadListingFilters().catch(() => undefined)), []);
  const panel = useMemo(
    () => (
      <FilterPanel
        facets={listing.facets}
        selected={filters.facets as Record<string, string[]>}
        ranges={filters.ranges as Record<string, NumberRange>}
        inStock={filters.inStock}
        isSearchPage={isSearchPage}
        onToggle={onToggle}
        onRangeChange={onRangeChange}
        onInStockChange={onInStockChange}
        onClear={onClear}
      />
    ),
    [
      listing.facets,
      filters.facets,
      filters.ranges,
      filters.inStock,
      isSearchPage,
      onToggle,
      onRangeChange,
      onInStockChange,
      onClear,
    ],
  );

  if (isEmpty && nothingFound !== undefined) {
    return <ListingFrame>{nothingFound}</ListingFrame>;
  }

  return (
    <ListingFrame
      css={(t) => ({
        display: 'grid',
        gap: t.space[6],
        gridTemplateColumns: 'minmax(0, 1fr)',
        [t.mq.from('desktop')]: { gridTemplateColumns: `${t.space[64]} minmax(0, 1fr)` },
      })}
    >
      <SidebarFilters panel={panel} />
      <div>
        <ListingToolbar
          numberOfHits={listing.numberOfHits}
          // Nothing known about this list yet: no false "0 products" while its first batch loads.
          counting={listing.loading && !listing.loaded && listing.numberOfHits === 0}
          sorters={listing.sorters}
          sortOrder={filters.sortOrder ?? DEFAULT_SORT_ORDER}
          view={view}
          onSortChange={onSortChange}
          onViewChange={setView}
          onOpenFilters={onOpenFilters}
        />
        <ProductList
          products={listing.loading && !listing.appending ? [] : listing.products}
          view={view}
          loading={listing.loading}
          changing={changing}
          pageSize={listing.pageSize}
          hasMore={hasMore}
          onLoadMore={loadMore}
        />
      </div>
      {filtersUsed && (
        <Suspense fallback={null}>
          <FilterModal open={filtersOpen} onOpenChange={setFiltersOpen} numberOfHits={listing.numberOfHits}>
            {panel}
          </FilterModal>
        </Suspense>
      )}
    </ListingFrame>
  );
}

/**
 * The listing's outer element, marked `data-hydrated` once effects run (browser tests wait for it). Only this
 * frame re-renders when the mark flips: its children are the same elements, so the list and its cards are
 * not rendered again right after hydration.
 */
function ListingFrame(props: ComponentPropsWithoutRef<'div'>) {
  const hydrated = useHydrated();
  return <div data-testid="listing" data-hydrated={hydrated} {...props} />;
}
