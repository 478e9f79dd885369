import { selectGlobalSettings } from '../settings/settings-slice';
import { shellUrls } from '../shell/shell-urls';
import { selectHeaderContent } from '../shell/site-content-slice';
import { useAppSelector } from '../store/hooks';

/** The search page address of the current language, from global settings. */
export function useSearchPagePath(): string {
  const settings = useAppSelector(selectGlobalSettings);
  const header = useAppSelector(selectHeaderContent);
  return shellUrls(settings, header).search;
}
