import { selectGlobalSettings } from '../settings/settings-slice';
import { shellUrls } from '../shell/shell-urls';
import { selectHeaderContent } from '../shell/site-content-slice';
import { useAppSelector } from '../store/hooks';
import { QuickSearch } from './quick-search';

/** The search page address of the current language, from global settings. */
export function useSearchPagePath(): string {
  const settings = useAppSelector(selectGlobalSettings);
  const header = useAppSelector(selectHeaderContent);
  return shellUrls(settings, header).search;
}

/** The desktop header's quick search (the header's `searchBox` slot), bound to the search page address. */
export function HeaderQuickSearch() {
  return <QuickSearch searchPagePath={useSearchPagePath()} />;
}
