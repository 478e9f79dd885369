import { THEME_STORAGE_KEY } from '../constants';
import { readStorage, type StorageLike, writeStorage } from '../storage/storage-like';

/** The themes (spec §1). */
export const THEMES = ['light', 'dark'] as const;

/** A theme name. */
export type ThemeName = (typeof THEMES)[number];

/** The theme used when nothing valid is stored (spec §4). */
export const DEFAULT_THEME: ThemeName = 'light';

/**
 * Reads a theme value: 'light' or 'dark'; anything else falls back to light (spec §4).
 *
 * @example
 * parseTheme('dark'); // 'dark'
 * parseTheme('purple'); // 'light'
 */
export function parseTheme(value: unknown): ThemeName {
  return value === 'dark' ? 'dark' : DEFAULT_THEME;
}

/** The other theme: what the toggle event switches to. */
export function toggleTheme(theme: ThemeName): ThemeName {
  return theme === 'dark' ? 'light' : 'dark';
}

/** Reads the stored theme from browser storage (passed in); a missing, invalid or unreadable value is light. */
export function readStoredTheme(
  storage: StorageLike | undefined,
  key: string = THEME_STORAGE_KEY,
): ThemeName {
  return parseTheme(readStorage(storage, key));
}

/** Saves the theme to browser storage (passed in); a storage that refuses is ignored. */
export function saveTheme(
  storage: StorageLike | undefined,
  theme: ThemeName,
  key: string = THEME_STORAGE_KEY,
): void {
  writeStorage(storage, key, theme);
}
