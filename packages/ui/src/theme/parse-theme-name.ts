import { DEFAULT_THEME as DOMAIN_DEFAULT_THEME, parseTheme } from '@storefront/domain';
import type { ThemeName } from '../tokens';

/** The theme every visitor starts with and the fallback for anything unreadable (spec §4). */
export const DEFAULT_THEME: ThemeName = DOMAIN_DEFAULT_THEME;

/**
 * Reads a stored theme choice; anything but 'light' or 'dark' falls back to light (spec §4). The rule is
 * `parseTheme` from @storefront/domain; this name stays for existing callers.
 * @example parseThemeName('dark') // 'dark'
 * @example parseThemeName('purple') // 'light'
 */
export function parseThemeName(value: unknown): ThemeName {
  return parseTheme(value);
}
