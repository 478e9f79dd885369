import {
  chooseLanguage,
  FALLBACK_ROUTE_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  languageFromPath,
  type StorageLike,
  SUPPORTED_LANGUAGES,
} from '@storefront/domain';

/** Cookie that mirrors the theme choice so the server renders the right theme (no flash of light). */
export const THEME_COOKIE = 'sf_theme';
/** Cookie that mirrors the session-storage language so the server can answer `/` with it. */
export const LANGUAGE_COOKIE = 'sf_lang';

/** A language route the shop serves. */
export type RouteLanguage = (typeof SUPPORTED_LANGUAGES)[number];

function isRouteLanguage(value: unknown): value is RouteLanguage {
  return (SUPPORTED_LANGUAGES as readonly unknown[]).includes(value);
}

/**
 * The language of an address: its first path segment when that is a language, else 'en'.
 * @example languageOfPath('/no/sortiment/') // 'no'
 * @example languageOfPath('/unknown') // 'en'
 */
export function languageOfPath(pathname: string): RouteLanguage {
  const language = languageFromPath(pathname) ?? FALLBACK_ROUTE_LANGUAGE;
  return isRouteLanguage(language) ? language : FALLBACK_ROUTE_LANGUAGE;
}

/**
 * The language home `/` leads to, by the rule of @storefront/domain (session storage, else the address,
 * else 'en'). On the server the storage is the cookie that mirrors session storage, read only.
 * @example homeLanguage(cookieStorage('no')) // 'no'
 */
export function homeLanguage(storage: StorageLike | undefined): RouteLanguage {
  const language = chooseLanguage({ pathname: '/', storage });
  return isRouteLanguage(language) ? language : FALLBACK_ROUTE_LANGUAGE;
}

/** A read-only storage holding the language a cookie carried (the server has no session storage). */
export function cookieStorage(language: string | undefined): StorageLike {
  return {
    getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? (language ?? null) : null),
    setItem: () => undefined,
  };
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

/** Mirrors the theme in a cookie for a year so the next server render uses it. */
export function saveThemeCookie(theme: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a fixed name and a validated value; the Cookie Store API is not in every browser
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
