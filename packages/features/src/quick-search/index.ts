// `@storefront/features/quick-search`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export { HeaderQuickSearch } from './header-quick-search';
export { HeaderQuickSearchWhenVisible } from './header-quick-search-when-visible';
export { MobileSearch } from './mobile-search';
export type { QuickSearchProps } from './quick-search';
export { QuickSearch } from './quick-search';
export type {
  QuickSearchController,
  QuickSearchControllerOptions,
  QuickSearchControllerState,
  QuickSearchTimings,
} from './quick-search-controller';
export { createQuickSearchController, QUICK_SEARCH_TIMINGS } from './quick-search-controller';
