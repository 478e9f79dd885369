import { catalogueQuerySchema, FILTER_PAIR_PREFIX } from '@storefront/api-client';
import { PRICE_FACET_KEY, type PriceAudience, seesPrices, withoutPrices } from '@storefront/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AudienceOf } from '../commerce/sessions/session-audience';
import type { Database } from '../db/database';
import { contentLanguage } from '../http/language';
import { ResponseCache, type ResponseCacheLimits } from '../http/response-cache';
import { readCatalogueState } from './current-stock';
import { StockTemplate } from './stock-template';

/**
 * Answers a public catalogue read: runs `compute`, shapes the answer for the caller's audience (no prices for
 * an anonymous visitor) and sends its JSON, through the response cache when it is on. Returns what the route
 * handler returns (the answer, or its cached JSON bytes).
 */
export type CatalogueResponder = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: (audience: PriceAudience) => Promise<T>,
  options?: ResponderOptions,
) => Promise<T | Buffer>;

/** How a route's `compute` treats the audience it is given. */
export interface ResponderOptions {
  /**
   * True when `compute` builds its answer for the audience itself: for an anonymous visitor with no price, no
   * amount derived from one and no price range facet, exactly what `withoutPrices` of the customer's answer
   * would be. The responder then sends it as computed instead of copying it through `withoutPrices` (a copy
   * of the whole answer per request). Leave it out for a route that builds one answer for everyone.
   */
  shapedForAudience?: boolean;
}

/** The header telling whether an answer came from the cache (`hit`) or was computed (`miss`). */
export const CACHE_STATUS_HEADER = 'x-catalogue-cache';

function sortedQuery(query: unknown): Array<[string, unknown]> {
  return Object.entries((query ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
}

/**
 * The cache key of a request: everything the catalogue handlers read from it, namely the route, its path
 * parameters, the query pairs (sorted by name; repeated pairs keep their order, the handlers take the last),
 * the content language and the audience (anonymous visitors get no prices, signed-in customers do; every
 * customer sees the same prices), so one audience's answer is never served to the other. A handler that
 * starts reading more of the visitor must add it here.
 */
export function catalogueCacheKey(request: FastifyRequest, audience: PriceAudience): string {
  return JSON.stringify([
    request.routeOptions.url,
    contentLanguage(request),
    audience,
    request.params ?? {},
    sortedQuery(request.query),
  ]);
}

/** The query pair of the price range filter (`filter::Price=min-max`). */
const PRICE_FILTER_PAIR = `${FILTER_PAIR_PREFIX}${PRICE_FACET_KEY}`;

/**
 * The step applied to every catalogue answer by audience: a signed-in customer gets it as computed, an
 * anonymous visitor without any price or amount and without the price range facet (see `withoutPrices`).
 */
export function answerForAudience<T>(answer: T, audience: PriceAudience): T {
  return seesPrices(audience) ? answer : withoutPrices(answer);
}

/**
 * An anonymous visitor's price range filter is ignored: the hit counts of price ranges would tell the prices
 * the answer leaves out.
 */
function dropPriceFilter(request: FastifyRequest, audience: PriceAudience): void {
  if (seesPrices(audience)) return;
  const query = request.query as Record<string, unknown> | undefined;
  if (query && PRICE_FILTER_PAIR in query) delete query[PRICE_FILTER_PAIR];
}

/**
 * Whether the request selects by stock (`instock=true`): its hits, their number and its facet counts change
 * when a product's stock goes from none to some or back, so its answer is cached under the in-stock version too
 * (migration 0010). A value the handler will reject counts as true (the error is never cached anyway). No
 * sorter orders by stock, and no other route reads it.
 */
export function selectsByStock(request: FastifyRequest): boolean {
  const raw = (request.query as Record<string, unknown> | undefined)?.instock;
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  if (value === undefined || value === '') return false;
  const parsed = catalogueQuerySchema.shape.instock.safeParse(value);
  return !parsed.success || parsed.data;
}

/**
 * The responder of the catalogue routes. Each request's audience is read first (`audienceOf`, from the session
 * cookie) and the answer shaped for it (`answerForAudience`, or by `compute` itself with `shapedForAudience`). With limits, answers are cached by
 * `catalogueCacheKey` (audience included) under the catalogue version, read from the database once per request
 * with the stock version, so a committed change of price, texts or activity is in the very next answer; without
 * (CATALOGUE_CACHE=off) every answer is computed.
 *
 * Orders change stock only, and stock no longer moves the catalogue version (migration 0006), so a shop taking
 * orders keeps its cached answers. An answer is kept with the places of its stock figures (`StockTemplate`) and
 * every response, hit or miss, shows the stock read for its products in one query at that moment: never older
 * than the last committed order. An answer that selects by stock (`selectsByStock`) is computed again when the
 * in-stock version moves: when an order (or a stock feed) sold a product out or brought one back.
 */
export function createCatalogueResponder(
  db: Database,
  limits: ResponseCacheLimits | null,
  audienceOf: AudienceOf,
): CatalogueResponder {
  const cache = limits ? new ResponseCache<StockTemplate>(limits) : null;
  return async (request, reply, compute, options) => {
    const audience = await audienceOf(request);
    dropPriceFilter(request, audience);
    const answer = options?.shapedForAudience
      ? () => compute(audience)
      : async () => answerForAudience(await compute(audience), audience);
    if (!cache) return answer();
    const key = catalogueCacheKey(request, audience);
    // The versions and the stock of the answer the cache probably holds, in one round trip: a hit costs one query.
    const known = cache.peek(key);
    const { versions, stock: knownStock } = await readCatalogueState(
      db,
      known?.productCodes ?? [],
      known?.variationCodes ?? [],
    );
    const { body: template, hit } = await cache.get(
      key,
      versions.catalogue,
      async () => StockTemplate.of(await answer()),
      selectsByStock(request) ? versions.inStock : undefined,
    );
    // Computed (or replaced meanwhile), the answer may show other products: their stock is read now.
    const stock = !template.showsStock
      ? null
      : template === known
        ? knownStock
        : (await readCatalogueState(db, template.productCodes, template.variationCodes)).stock;
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header(CACHE_STATUS_HEADER, hit ? 'hit' : 'miss');
    return template.render(stock);
  };
}
