import { THEME_STORAGE_KEY as DOMAIN_THEME_STORAGE_KEY } from '@storefront/domain';
import type { ThemeName } from '../tokens';
import { parseThemeName } from './parse-theme-name';

/** localStorage key of the theme choice (decided in @storefront/domain so every reader agrees). */
export const THEME_STORAGE_KEY = DOMAIN_THEME_STORAGE_KEY;

/** Window event that toggles the theme, e.g. `window.dispatchEvent(new Event('storefront:toggle-theme'))`. */
export const TOGGLE_THEME_EVENT = 'storefront:toggle-theme';

/** Reads the stored theme; storage that throws (privacy modes) or holds junk gives light. */
export function readStoredTheme(storageKey: string = THEME_STORAGE_KEY): ThemeName {
  try {
    return parseThemeName(window.localStorage.getItem(storageKey));
  } catch {
    return parseThemeName(null);
  }
}

/** Stores the theme; a storage failure only means the choice is not remembered. */
export function writeStoredTheme(theme: ThemeName, storageKey: string = THEME_STORAGE_KEY): void {
  try {
    window.localStorage.setItem(storageKey, theme);
  } catch {
    // Storage can be full or disabled; the theme still applies for this page.
  }
}
