import {
  type Language,
  type Order,
  orderSchema,
  type Page,
  type RedirectBody,
  redirectBodySchema,
} from '@storefront/api-client';
import { responseSchemas } from '@storefront/api-client/validation';
import type { PriceAudience } from '@storefront/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerForAudience } from '../catalogue/catalogue-responder';
import type { CatalogueLookups } from '../catalogue/lookups';
import type { AudienceOf } from '../commerce/sessions/session-audience';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { routeResponses } from '../http/route-responses';
import { type OrderLookup, resolvePage } from './resolve-page';

// Loose: the parsed headers replace the request's, which keep every other header.
const headersSchema = z.looseObject({
  'context-url': z
    .string({ error: 'Context-Url header is required (the full address of the page)' })
    .max(2048, { error: 'Context-Url must be at most 2048 characters' }),
});

/** Reads Context-Url: a full address, or a path (resolved against the request's own host). */
function contextAddress(value: string, host: string | undefined): URL {
  try {
    return new URL(value, `http://${host ?? 'localhost'}`);
  } catch {
    throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid Context-Url', {
      'Context-Url': 'Context-Url must be a URL',
    });
  }
}

/**
 * The order lookup of one page request: the commerce route `GET api/order/{orderNumber}` called in-process
 * with the visitor's own cookie, so its session loading and visibility rule decide (the session's own and
 * guest orders, and an organisation administrator's organisation orders); anyone else's order, an unknown
 * number or no session gives null. Calling the route keeps one definition of who may see an order.
 */
function orderLookupFor(
  app: Pick<FastifyInstance, 'inject'>,
  request: FastifyRequest,
  inclVat: boolean,
): OrderLookup {
  return async (orderNumber: string, language: Language): Promise<Order | null> => {
    const cookie = request.headers.cookie;
    if (!cookie) return null;
    const response = await app.inject({
      method: 'GET',
      url: `/api/order/${encodeURIComponent(orderNumber)}${inclVat ? '?priceInclVAT=true' : ''}`,
      headers: { cookie, 'content-language': language, 'x-request-id': request.id },
    });
    if (response.statusCode === 404 || response.statusCode === 401) return null;
    if (response.statusCode !== 200) {
      throw new ApiError(500, 'INTERNAL_ERROR', `Order lookup answered ${response.statusCode}`);
    }
    return orderSchema.parse(response.json());
  };
}

/**
 * A page as its audience gets it: the catalogue step (no prices for an anonymous visitor) over its products,
 * related products and listing blocks. An order confirmation's own order is the visitor's own purchase and is
 * left as the order route answered it.
 */
function pageForAudience(page: Page, audience: PriceAudience): Page {
  if (page.pageType !== 'OrderConfirmationPage') return answerForAudience(page, audience);
  return { ...answerForAudience({ ...page, order: null }, audience), order: page.order };
}

/** What the page route reads from. */
export interface PageRouteOptions {
  db: Database;
  lookups: () => Promise<CatalogueLookups>;
  audienceOf: AudienceOf;
  /** Finds the order of an order confirmation page. */
  findOrder?: OrderLookup | undefined;
}

/**
 * GET api/content/page: the page of the address in the Context-Url header (spec §7), shaped for the caller's
 * audience. A moved address answers 301 with Location and `{ redirectUrl, permanent: true }`; an unknown one
 * 404 JSON.
 */
export const pageRoute: FastifyPluginAsyncZod<PageRouteOptions> = async (
  app,
  { db, lookups, audienceOf, findOrder },
) => {
  // Without an injected lookup (tests of the page alone), orders come from the commerce routes of this app.
  // A moved address answers 301 with the redirect body; an unknown one 404.
  const schema = {
    tags: ['content'],
    headers: headersSchema,
    response: routeResponses({ 200: responseSchemas.page, 301: redirectBodySchema }, 404),
  };
  app.get('/api/content/page', { schema }, async (request, reply): Promise<Page | RedirectBody> => {
    const address = contextAddress(request.headers['context-url'], request.headers.host);
    const query = request.query as Record<string, unknown>;
    const inclVat = query.priceInclVAT === 'true';
    const resolution = await resolvePage(db, await lookups(), address, {
      inclVat,
      findOrder: findOrder ?? orderLookupFor(app, request, inclVat),
    });
    if (resolution.kind === 'redirect') {
      reply.status(301).header('location', resolution.location);
      return { redirectUrl: resolution.location, permanent: true };
    }
    if (resolution.kind === 'not-found') {
      throw new ApiError(404, 'NOT_FOUND', `No page at ${address.pathname}`);
    }
    return pageForAudience(resolution.page, await audienceOf(request));
  });
};
