import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { createCatalogueResponder } from './catalogue/catalogue-responder';
import { categoryRoutes } from './catalogue/category-routes';
import { cachedLookups } from './catalogue/lookups';
import { commercePlugin } from './commerce';
import { sessionAudience } from './commerce/sessions/session-audience';
import { type ApiConfig, readCatalogueCacheLimits } from './config';
import { contentRoutes } from './content/content-routes';
import { pageRoute } from './content/page-route';
import type { OrderLookup } from './content/resolve-page';
import type { Database } from './db/database';
import { registerApiConventions } from './http/api-conventions';
import { registerApiDocs } from './http/api-docs';
import { registerInputGuard } from './http/input-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { imageRoutes } from './images/image-routes';
import { searchRoutes } from './search/search-routes';
import { sitemapRoutes } from './sitemap/sitemap-routes';

/** What the server is built from. */
export interface ServerOptions
  extends Pick<ApiConfig, 'logLevel'>,
    Partial<Pick<ApiConfig, 'catalogueCache'>> {
  /**
   * The migrated (and seeded) database. Without it only the health route answers (used by tests of the
   * process wiring that need no data).
   */
  db?: Database;
  /** Finds the order of an order confirmation page; supplied by the commerce routes. */
  findOrder?: OrderLookup;
  /** The web server's proxy secret (`PROXY_SECRET`): forwarding headers are believed only with it. */
  proxySecret?: string;
}

/** Builds the API server without listening, so tests can inject requests. */
export async function createServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel },
    requestIdHeader: 'x-request-id',
    // A caller's id is kept (so logs line up across web server and API), otherwise a fresh UUID.
    genReqId: () => randomUUID(),
    // Query keys like `filter::Color` and values with semicolons are kept as they are.
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await registerSecurityHeaders(app);
  // One error handler and one schema validator for every area; the schemas also describe the routes in the
  // OpenAPI document, which collects every route registered after it.
  registerApiConventions(app);
  await registerApiDocs(app);
  registerInputGuard(app);
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(imageRoutes);
  if (options.db) {
    const lookups = cachedLookups(options.db);
    // Catalogue answers and pages are shaped by audience: prices for signed-in customers only (spec §6).
    const audienceOf = sessionAudience(options.db);
    const { db } = options;
    await app.register(contentRoutes, { db, lookups });
    await app.register(pageRoute, { db, lookups, audienceOf, findOrder: options.findOrder });
    // Without an explicit choice the environment decides (CATALOGUE_CACHE=off), so the test suite runs both ways.
    const respond = createCatalogueResponder(
      options.db,
      options.catalogueCache === undefined ? readCatalogueCacheLimits() : options.catalogueCache,
      audienceOf,
    );
    await app.register(categoryRoutes, { db, lookups, respond });
    await app.register(searchRoutes, { db, lookups, respond });
    await app.register(sitemapRoutes, { db, lookups });
    await app.register(commercePlugin, { db: options.db, proxySecret: options.proxySecret });
  }
  return app;
}
