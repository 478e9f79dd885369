import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  parseSitemapFileName,
  sitemapIndexXml,
  sitemapUrlsetXml,
  xmlResponse,
} from './sitemap-xml.server';

describe('sitemap XML', () => {
  it('writes an index of absolute file addresses with their last change', () => {
    const xml = sitemapIndexXml('https://shop.test', {
      urlsPerSitemap: 10_000,
      sitemaps: [
        { language: 'no', page: 1, lastmod: '2026-01-02T00:00:00.000Z' },
        { language: 'en', page: 2, lastmod: '2026-01-02T00:00:00.000Z' },
      ],
    });
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(
      '<sitemap><loc>https://shop.test/sitemap/en-2.xml</loc><lastmod>2026-01-02T00:00:00.000Z</lastmod></sitemap>',
    );
  });

  it('writes each address with its hreflang alternates, escaping what XML needs', async () => {
    const chunks = sitemapUrlsetXml('https://shop.test', [
      {
        path: '/no/sofa-&-stol/',
        lastmod: '2026-01-02T00:00:00.000Z',
        alternates: [
          { hreflang: 'no', path: '/no/sofa-&-stol/' },
          { hreflang: 'en', path: '/en/sofa/' },
          { hreflang: 'x-default', path: '/en/sofa/' },
        ],
      },
    ]);
    const xml = await xmlResponse(chunks, { cacheControl: 'no-store' }).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain('<loc>https://shop.test/no/sofa-&amp;-stol/</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/en/sofa/"/>',
    );
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
  });

  it('reads file names back and rejects others', () => {
    expect(parseSitemapFileName('en-12.xml')).toEqual({ language: 'en', page: 12 });
    expect(parseSitemapFileName('en-0.xml')).toBeUndefined();
    expect(parseSitemapFileName('../etc.xml')).toBeUndefined();
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
