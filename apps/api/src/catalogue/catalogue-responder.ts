import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { contentLanguage } from '../http/language';
import { ResponseCache, type ResponseCacheLimits } from '../http/response-cache';
import { readCatalogueVersion } from './catalogue-version';

/**
 * Answers a public catalogue read: runs `compute` and sends its JSON, through the response cache when it is
 * on. Returns what the route handler returns (the answer, or its cached JSON bytes).
 */
export type CatalogueResponder = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<T>,
) => Promise<T | Buffer>;

/** The header telling whether an answer came from the cache (`hit`) or was computed (`miss`). */
export const CACHE_STATUS_HEADER = 'x-catalogue-cache';

function sortedQuery(query: unknown): Array<[string, unknown]> {
  return Object.entries((query ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
}

/**
 * The cache key of a request: everything the catalogue handlers read from it, namely the route, its path
 * parameters, the query pairs (sorted by name; repeated pairs keep their order, the handlers take the last)
 * and the content language. They read nothing of the visitor (no cookie, no session, no customer prices: every
 * visitor sees the same prices), so one answer serves every visitor; a handler that starts reading the visitor
 * must add it here.
 */
export function catalogueCacheKey(request: FastifyRequest): string {
  return JSON.stringify([
    request.routeOptions.url,
    contentLanguage(request),
    request.params ?? {},
    sortedQuery(request.query),
  ]);
}

/**
 * The responder of the catalogue routes. With limits, answers are cached by `catalogueCacheKey` under the
 * catalogue version (read from the database once per request, so a committed change of stock, price, texts or
 * activity is in the very next answer); without (CATALOGUE_CACHE=off) every answer is computed.
 */
export function createCatalogueResponder(
  db: Database,
  limits: ResponseCacheLimits | null,
): CatalogueResponder {
  if (!limits) return (_request, _reply, compute) => compute();
  const cache = new ResponseCache(limits);
  return async (request, reply, compute) => {
    const version = await readCatalogueVersion(db);
    const { body, hit } = await cache.get(catalogueCacheKey(request), version, async () =>
      Buffer.from(JSON.stringify(await compute())),
    );
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header(CACHE_STATUS_HEADER, hit ? 'hit' : 'miss');
    return body;
  };
}
