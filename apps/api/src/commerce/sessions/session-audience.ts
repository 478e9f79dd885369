import { fastifyCookie } from '@fastify/cookie';
import { type PriceAudience, priceAudience } from '@storefront/domain';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { isSignedInSession } from './session-store';
import { isWellFormedSessionToken, SESSION_COOKIE } from './session-token';

/** Tells whose answer a request gets: a signed-in customer's (with prices) or an anonymous visitor's. */
export type AudienceOf = (request: FastifyRequest) => Promise<PriceAudience>;

/**
 * The audience of requests outside the commerce routes (catalogue, search, pages), read from the session
 * cookie: a live session with a customer is 'customer', anything else (no cookie, a malformed or expired
 * one, an anonymous cart session) 'anonymous'. A request without the cookie costs no query.
 */
export function sessionAudience(db: Database): AudienceOf {
  return async (request) => {
    const header = request.headers.cookie;
    if (!header) return 'anonymous';
    const token = fastifyCookie.parse(header)[SESSION_COOKIE];
    if (!isWellFormedSessionToken(token)) return 'anonymous';
    return priceAudience(await isSignedInSession(db, token));
  };
}
