// `@storefront/features/listing`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { CategoryPageProps } from './category-page';
export { CategoryPage } from './category-page';
export type { FilterPanelProps } from './filter-panel';
export { FilterPanel } from './filter-panel';
export { ListingProductCard } from './listing-product-card';
export type {
  ListingSource,
  ListingState,
  LoadListingArgs,
  LoadListingResult,
} from './listing-slice';
export {
  applyFilterChange,
  facetValueToggled,
  filtersCleared,
  filtersReplaced,
  initialListingState,
  inStockChanged,
  listingOpened,
  loadListing,
  rangeChanged,
  selectHasMore,
  sortOrderChanged,
} from './listing-slice';
export type { ListingLoadState } from './listing-state-received';
export { listingStateReceived } from './listing-state-received';
export type { ListingViewProps } from './listing-view';
export { ListingView } from './listing-view';
export { loadListingFilters } from './load-filters';
export { prepareListingPage } from './prepare-listing-page';
export type { SearchPageIdentity } from './search-page-filters';
export { searchPageFilters } from './search-page-filters';
export { useListingCardState } from './use-listing-card-state';
