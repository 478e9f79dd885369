import type { SitemapIndex, SitemapPage } from '@storefront/api-client';
import { LANGUAGES, languageSchema } from '@storefront/api-client';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogueLookups } from '../catalogue/lookups';
import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';
import { countSitemapUrls, latestChange, sitemapUrls } from './sitemap-query';

/**
 * Addresses per sitemap file: well under the protocol's 50,000, so one file of 100,000 products' worth is
 * a few megabytes and one page of rows per request.
 */
export const URLS_PER_SITEMAP = 10_000;

/** Crawlers come back daily at most; an hour keeps repeated fetches of the same file cheap. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

const pageQuerySchema = z.object({
  language: languageSchema,
  page: z.coerce.number().int().positive().max(100_000),
});

/** What the sitemap routes read from. */
export interface SitemapRoutesOptions {
  db: Database;
  lookups: () => Promise<CatalogueLookups>;
  /** Addresses per sitemap file. @default URLS_PER_SITEMAP */
  urlsPerSitemap?: number;
}

/**
 * GET /api/sitemap (which sitemap files there are, per language) and GET /api/sitemap/urls?language=&page=
 * (one file's addresses with their language versions and last change). The web server renders them as XML.
 */
export const sitemapRoutes: FastifyPluginAsyncZod<SitemapRoutesOptions> = async (
  app,
  { db, lookups, urlsPerSitemap },
) => {
  const perFile = urlsPerSitemap ?? URLS_PER_SITEMAP;
  const tags = ['sitemap'];

  app.get('/api/sitemap', { schema: { tags } }, async (_request, reply): Promise<SitemapIndex> => {
    const { tree } = await lookups();
    const sitemaps = await Promise.all(
      LANGUAGES.map(async (language) => {
        const [counts, lastmod] = await Promise.all([
          countSitemapUrls(db, tree, language),
          latestChange(db, language),
        ]);
        const total = counts.content + counts.categories + counts.products;
        const files = Math.max(1, Math.ceil(total / perFile));
        return Array.from({ length: files }, (_, index) => ({ language, page: index + 1, lastmod }));
      }),
    );
    reply.header('cache-control', SITEMAP_CACHE_CONTROL);
    return { urlsPerSitemap: perFile, sitemaps: sitemaps.flat() };
  });

  const schema = { tags, querystring: pageQuerySchema };
  app.get('/api/sitemap/urls', { schema }, async (request, reply): Promise<SitemapPage> => {
    const { language, page } = request.query;
    const { tree } = await lookups();
    const counts = await countSitemapUrls(db, tree, language);
    const total = counts.content + counts.categories + counts.products;
    const offset = (page - 1) * perFile;
    if (page > 1 && offset >= total) {
      throw new ApiError(404, 'NOT_FOUND', `The ${language} sitemap has no page ${page}`);
    }
    const urls = await sitemapUrls(db, tree, language, counts, offset, perFile);
    reply.header('cache-control', SITEMAP_CACHE_CONTROL);
    return { language, page, urls };
  });
};
