import { FALLBACK_ROUTE_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '@storefront/domain';

/** Cookie that mirrors the theme choice so the server renders the right theme (no flash of light). */
export const THEME_COOKIE = 'sf_theme';
/** Cookie that mirrors the session-storage language so the server can answer `/` with it. */
export const LANGUAGE_COOKIE = 'sf_lang';

/** A language route the shop serves. */
export type RouteLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Whether a value is a language route. */
export function isRouteLanguage(value: unknown): value is RouteLanguage {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language of an address: its first path segment when that is a language, else 'en'.
 * @example languageOfPath('/no/sortiment/') // 'no'
 * @example languageOfPath('/unknown') // 'en'
 */
export function languageOfPath(pathname: string): RouteLanguage {
  const first = pathname.split('/').filter(Boolean)[0];
  return isRouteLanguage(first) ? first : FALLBACK_ROUTE_LANGUAGE;
}

/**
 * The language `/` leads to (spec §2): the stored choice, else the address's first segment, else 'en'.
 * @example chooseLanguage('no', '/') // 'no'
 * @example chooseLanguage(null, '/') // 'en'
 */
export function chooseLanguage(stored: string | null | undefined, pathname: string): RouteLanguage {
  return isRouteLanguage(stored) ? stored : languageOfPath(pathname);
}

/** Remembers the language in session storage (spec §2) and in a session cookie for the server. */
export function saveLanguage(language: RouteLanguage): void {
  try {
    window.sessionStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and a validated value; the Cookie Store API is not in every browser
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; SameSite=Lax`;
}

/** The language kept in session storage, or null. */
export function readStoredLanguage(): string | null {
  try {
    return window.sessionStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Mirrors the theme in a cookie for a year so the next server render uses it. */
export function saveThemeCookie(theme: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and a validated value; the Cookie Store API is not in every browser
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
