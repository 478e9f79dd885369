import { type SitemapUrl, sitemapIndexSchema, sitemapPageSchema } from '@storefront/api-client';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedLookups } from '../../src/catalogue/lookups';
import { queryRows } from '../../src/db/database';
import { registerApiConventions } from '../../src/http/api-conventions';
import { sitemapRoutes } from '../../src/sitemap/sitemap-routes';
import { openTestServer, type TestDatabase } from '../support/test-database';

let app: FastifyInstance;
let small: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  ({ app, database } = await openTestServer(300));
  // The same routes with files of 40 addresses, so 300 products span many pages.
  small = Fastify();
  registerApiConventions(small);
  await small.register(sitemapRoutes, {
    db: database.db,
    lookups: cachedLookups(database.db),
    urlsPerSitemap: 40,
  });
});
afterAll(async () => {
  await small?.close();
  await app?.close();
  await database?.dispose();
});

async function allPages(server: FastifyInstance, language: 'no' | 'en'): Promise<SitemapUrl[]> {
  const index = sitemapIndexSchema.parse((await server.inject({ url: '/api/sitemap' })).json());
  const files = index.sitemaps.filter((file) => file.language === language);
  const urls: SitemapUrl[] = [];
  for (const file of files) {
    const res = await server.inject({ url: `/api/sitemap/urls?language=${language}&page=${file.page}` });
    expect(res.statusCode).toBe(200);
    const page = sitemapPageSchema.parse(res.json());
    expect(page.urls.length).toBeLessThanOrEqual(index.urlsPerSitemap);
    urls.push(...page.urls);
  }
  return urls;
}

describe('GET /api/sitemap', () => {
  it('lists at least one file per language with a last change', async () => {
    const res = await app.inject({ url: '/api/sitemap' });
    expect(res.statusCode).toBe(200);
    const index = sitemapIndexSchema.parse(res.json());
    expect(index.urlsPerSitemap).toBeLessThanOrEqual(50_000);
    for (const language of ['no', 'en'] as const) {
      const files = index.sitemaps.filter((file) => file.language === language);
      expect(files.map((file) => file.page)).toEqual([1]);
      expect(Number.isNaN(Date.parse(files[0]?.lastmod ?? ''))).toBe(false);
    }
  });
});

describe('GET /api/sitemap/urls', () => {
  it('pages through every visible product, category and indexable content page once', async () => {
    const [products, categories, contents] = await Promise.all([
      queryRows<{ url: string }>(
        database.db,
        sql`SELECT t.url FROM products p JOIN product_translations t ON t.product_id = p.id AND t.language = 'en'
            WHERE p.visible AND p.active`,
      ),
      queryRows<{ url: string }>(
        database.db,
        sql`SELECT url FROM category_translations WHERE language = 'en'`,
      ),
      queryRows<{ url: string }>(
        database.db,
        sql`SELECT url FROM pages WHERE language = 'en' AND NOT disable_indexing`,
      ),
    ]);
    const urls = await allPages(small, 'en');
    const paths = urls.map((url) => url.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(paths)).toEqual(new Set([...products, ...categories, ...contents].map((row) => row.url)));
    expect(paths.length).toBeGreaterThan(80);
    // Private pages are left out.
    expect(paths.some((path) => /\/(cart-page|checkout|account)\//.test(path))).toBe(false);
  });

  it('gives each address its language versions, x-default and a last change', async () => {
    const res = await app.inject({ url: '/api/sitemap/urls?language=no&page=1' });
    const page = sitemapPageSchema.parse(res.json());
    const product = page.urls.find((url) => /-p?\d{4,}\/$/.test(url.path)) ?? page.urls.at(-1);
    for (const url of [page.urls[0], product]) {
      expect(url?.path.startsWith('/no/')).toBe(true);
      const langs = url?.alternates.map((alt) => alt.hreflang);
      expect(langs).toEqual(['no', 'en', 'x-default']);
      const no = url?.alternates.find((alt) => alt.hreflang === 'no');
      const en = url?.alternates.find((alt) => alt.hreflang === 'en');
      const fallback = url?.alternates.find((alt) => alt.hreflang === 'x-default');
      expect(no?.path).toBe(url?.path);
      expect(en?.path.startsWith('/en/')).toBe(true);
      expect(fallback?.path).toBe(en?.path);
      expect(Number.isNaN(Date.parse(url?.lastmod ?? ''))).toBe(false);
    }
  });

  it('lists addresses the page route answers', async () => {
    const page = sitemapPageSchema.parse(
      (await app.inject({ url: '/api/sitemap/urls?language=en&page=1' })).json(),
    );
    for (const url of [page.urls[0], page.urls[Math.floor(page.urls.length / 2)], page.urls.at(-1)]) {
      const res = await app.inject({
        url: '/api/content/page',
        headers: { 'context-url': `http://shop.test${url?.path}` },
      });
      expect(res.statusCode, url?.path).toBe(200);
    }
  });

  it('answers 404 past the last page and 400 for an unknown language', async () => {
    expect((await small.inject({ url: '/api/sitemap/urls?language=en&page=999' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/sitemap/urls?language=de&page=1' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/sitemap/urls?language=en&page=0' })).statusCode).toBe(400);
  });
});
