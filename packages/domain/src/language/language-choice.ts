import { FALLBACK_ROUTE_LANGUAGE, LANGUAGE_STORAGE_KEY, SUPPORTED_LANGUAGES } from '../constants';
import { readStorage, type StorageLike, writeStorage } from '../storage/storage-like';

/**
 * The language named by the first path segment of an address, when it is one of `supported`.
 *
 * @example
 * languageFromPath('/no/sortiment/mobler/'); // 'no'
 * languageFromPath('/assortment/'); // undefined
 */
export function languageFromPath(
  pathname: string,
  supported: readonly string[] = SUPPORTED_LANGUAGES,
): string | undefined {
  const first = pathname.split('/').find((segment) => segment !== '');
  return first !== undefined && supported.includes(first) ? first : undefined;
}

/** Inputs of the language choice. */
export interface LanguageChoiceInput {
  /** The address path, e.g. '/en/search'. */
  pathname: string;
  /** Session storage; absent on the server. */
  storage?: StorageLike;
  /** Languages the shop serves. @default ['no', 'en'] */
  supported?: readonly string[];
  /** Storage key. @default 'storefront.language' */
  storageKey?: string;
}

/**
 * Chooses the language (spec §2): the value in session storage, otherwise the first path segment,
 * otherwise 'en'; the choice is then saved to session storage. Values that are not a supported
 * language are ignored wherever they come from.
 *
 * @example
 * chooseLanguage({ pathname: '/no/sortiment/', storage: window.sessionStorage }); // 'no' (and saved)
 */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const supported = input.supported ?? SUPPORTED_LANGUAGES;
  const key = input.storageKey ?? LANGUAGE_STORAGE_KEY;
  const stored = readStorage(input.storage, key);
  const language =
    (stored !== null && supported.includes(stored) ? stored : undefined) ??
    languageFromPath(input.pathname, supported) ??
    FALLBACK_ROUTE_LANGUAGE;
  writeStorage(input.storage, key, language);
  return language;
}

/**
 * An address under a language route.
 *
 * @example
 * localizedPath('en', 'search'); // '/en/search'
 * localizedPath('no', '/'); // '/no'
 */
export function localizedPath(language: string, path: string): string {
  const rest = path.replace(/^\/+/, '');
  return rest === '' ? `/${language}` : `/${language}/${rest}`;
}
