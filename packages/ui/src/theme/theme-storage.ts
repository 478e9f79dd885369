import {
  THEME_STORAGE_KEY as DOMAIN_THEME_STORAGE_KEY,
  readStoredTheme as readDomainTheme,
  type StorageLike,
  saveTheme,
} from '@storefront/domain';
import type { ThemeName } from '../tokens';

/** localStorage key of the theme choice (decided in @storefront/domain so every reader agrees). */
export const THEME_STORAGE_KEY = DOMAIN_THEME_STORAGE_KEY;

/** Window event that toggles the theme, e.g. `window.dispatchEvent(new Event('storefront:toggle-theme'))`. */
export const TOGGLE_THEME_EVENT = 'storefront:toggle-theme';

/** `window.localStorage`, or nothing where merely touching it throws (some privacy modes) or on the server. */
function localStorageOrNothing(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads the stored theme; storage that throws or holds junk gives light (rule from @storefront/domain). */
export function readStoredTheme(storageKey: string = THEME_STORAGE_KEY): ThemeName {
  return readDomainTheme(localStorageOrNothing(), storageKey);
}

/** Stores the theme; a storage failure only means the choice is not remembered. */
export function writeStoredTheme(theme: ThemeName, storageKey: string = THEME_STORAGE_KEY): void {
  saveTheme(localStorageOrNothing(), theme, storageKey);
}
