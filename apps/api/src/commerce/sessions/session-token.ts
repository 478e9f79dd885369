import { createHash, randomBytes } from 'node:crypto';

/** Name of the session cookie (contract: `sf_session`). */
export const SESSION_COOKIE = 'sf_session';

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;

/** Last-seen times are written at most this often, so reads do not turn into writes on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

/** A new session token: 256 random bits, base64url, given to the browser only. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The database stores only a SHA-256 digest of the token, so a leaked table or log
 * cannot be replayed as a cookie.
 */
export function sessionTokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Tokens that could not have come from newSessionToken are ignored before touching the database. */
export function isWellFormedSessionToken(token: string | undefined): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}
