import { selectGlobalSettings } from '../settings';
import { selectHeaderContent, shellUrls } from '../shell';
import { useAppSelector } from '../store/hooks';

/** The search page address of the current language, from global settings. */
export function useSearchPagePath(): string {
  const settings = useAppSelector(selectGlobalSettings);
  const header = useAppSelector(selectHeaderContent);
  return shellUrls(settings, header).search;
}
