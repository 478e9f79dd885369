import { THEME_NAMES, type ThemeName } from '../tokens';

/** The theme every visitor starts with and the fallback for anything unreadable (spec §4). */
export const DEFAULT_THEME: ThemeName = 'light';

/**
 * Reads a stored theme choice; anything but 'light' or 'dark' falls back to light (spec §4).
 * @example parseThemeName('dark') // 'dark'
 * @example parseThemeName('purple') // 'light'
 */
export function parseThemeName(value: unknown): ThemeName {
  return (THEME_NAMES as readonly unknown[]).includes(value) ? (value as ThemeName) : DEFAULT_THEME;
}
