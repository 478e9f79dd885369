import { readCookie } from './cookies.server';

/**
 * The API's session cookie: the shopper's session, sign-in and cart hang on it (packages/api-client README:
 * "the session is the HttpOnly `sf_session` cookie"; the API creates it only on a state-changing call).
 */
export const SESSION_COOKIE = 'sf_session';

/**
 * True when the request carries the API's session cookie. Without it the API can only answer "nobody signed in"
 * and an empty cart, so the loader need not ask.
 * @example hasSessionCookie('sf_theme=dark') // false
 */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return readCookie(cookieHeader, SESSION_COOKIE) !== undefined;
}
