import { QuickSearch } from './quick-search';
import { useSearchPagePath } from './use-search-page-path';

/** The desktop header's quick search (the header's `searchBox` slot), bound to the search page address. */
export function HeaderQuickSearch() {
  return <QuickSearch searchPagePath={useSearchPagePath()} />;
}
