// `@storefront/features/search`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { SearchPageProps } from './search-page';
export { SearchPage } from './search-page';
export type { FullSearchHits, SearchState } from './search-slice';
export { fetchSuggestions, quickSearch } from './search-slice';
