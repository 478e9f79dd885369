import { z } from 'zod';
import { languageSchema } from './site';

/**
 * The sitemap protocol's limit of addresses in one sitemap file; the API's sitemap pages hold fewer
 * (`urlsPerSitemap` of the index), so each file stays well under the protocol's 50 MB as well.
 */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/** One sitemap file of the index: a language's page of addresses. */
export const sitemapFileSchema = z.object({
  language: languageSchema,
  /** 1-based page of the language's addresses. */
  page: z.number().int().positive(),
  /** ISO 8601 time of the latest change among the page's addresses. */
  lastmod: z.string(),
});
/** One sitemap file of the index. */
export type SitemapFile = z.infer<typeof sitemapFileSchema>;

/** GET /api/sitemap: the sitemap files there are (one or more per language). */
export const sitemapIndexSchema = z.object({
  urlsPerSitemap: z.number().int().positive().max(SITEMAP_PROTOCOL_MAX_URLS),
  sitemaps: z.array(sitemapFileSchema),
});
/** The sitemap index. */
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

/** A language version of an address; `hreflang` is a language or 'x-default'. */
export const sitemapAlternateSchema = z.object({
  hreflang: z.union([languageSchema, z.literal('x-default')]),
  /** Path only, e.g. '/no/sortiment/...'. */
  path: z.string(),
});
/** A language version of an address. */
export type SitemapAlternate = z.infer<typeof sitemapAlternateSchema>;

/** One address of a sitemap: a content, category or product page. */
export const sitemapUrlSchema = z.object({
  /** Path only; the web server adds its origin. */
  path: z.string(),
  /** ISO 8601 time of the page's last change. */
  lastmod: z.string(),
  /** Every language version including this one, and x-default. */
  alternates: z.array(sitemapAlternateSchema),
});
/** One address of a sitemap. */
export type SitemapUrl = z.infer<typeof sitemapUrlSchema>;

/** GET /api/sitemap/urls?language=en&page=1: one page of a language's addresses. */
export const sitemapPageSchema = z.object({
  language: languageSchema,
  page: z.number().int().positive(),
  urls: z.array(sitemapUrlSchema),
});
/** One page of a language's addresses. */
export type SitemapPage = z.infer<typeof sitemapPageSchema>;
