import type { Page, RedirectBody } from '@storefront/api-client';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CatalogueLookups } from '../catalogue/lookups';
import type { Database } from '../db/database';
import { ApiError, parseInput } from '../http/api-error';
import { type OrderLookup, resolvePage } from './resolve-page';

const headersSchema = z.object({
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
 * GET api/content/page: the page of the address in the Context-Url header (spec §7). A moved address answers
 * 301 with Location and `{ redirectUrl, permanent: true }`; an unknown one 404 JSON.
 */
export function registerPageRoute(
  app: FastifyInstance,
  db: Database,
  lookups: () => Promise<CatalogueLookups>,
  findOrder?: OrderLookup,
): void {
  app.get('/api/content/page', async (request, reply): Promise<Page | RedirectBody> => {
    const headers = parseInput(headersSchema, { 'context-url': request.headers['context-url'] }, 'headers');
    const address = contextAddress(headers['context-url'], request.headers.host);
    const query = request.query as Record<string, unknown>;
    const resolution = await resolvePage(db, await lookups(), address, {
      inclVat: query.priceInclVAT === 'true',
      findOrder,
    });
    if (resolution.kind === 'redirect') {
      reply.status(301).header('location', resolution.location);
      return { redirectUrl: resolution.location, permanent: true };
    }
    if (resolution.kind === 'not-found') {
      throw new ApiError(404, 'NOT_FOUND', `No page at ${address.pathname}`);
    }
    return resolution.page;
  });
}
