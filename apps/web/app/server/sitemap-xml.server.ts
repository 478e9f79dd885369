import type { SitemapIndex, SitemapUrl } from '@storefront/api-client';

/** Escapes the five characters XML gives meaning to. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${XML_ENTITIES[char]};`);
}
const XML_ENTITIES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };

/** The address of one language's sitemap file, e.g. `/sitemap/en-1.xml`. */
export function sitemapFilePath(language: string, page: number): string {
  return `/sitemap/${language}-${page}.xml`;
}

/** Reads `en-1.xml` back into its language and page; undefined for any other name. */
export function parseSitemapFileName(name: string): { language: string; page: number } | undefined {
  const match = /^([a-z]{2})-([1-9]\d{0,5})\.xml$/.exec(name);
  return match?.[1] && match[2] ? { language: match[1], page: Number(match[2]) } : undefined;
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** The sitemap index (sitemaps.org): one `<sitemap>` per language file, with absolute addresses. */
export function sitemapIndexXml(origin: string, index: SitemapIndex): string {
  const entries = index.sitemaps.map(
    (file) =>
      `<sitemap><loc>${escapeXml(origin + sitemapFilePath(file.language, file.page))}</loc>` +
      `<lastmod>${escapeXml(file.lastmod)}</lastmod></sitemap>`,
  );
  return `${XML_HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/**
 * One sitemap file, as chunks of text (so a file of thousands of addresses is written out piece by piece):
 * each `<url>` with its absolute `loc`, `lastmod` and one `xhtml:link` per language version and x-default.
 */
export function* sitemapUrlsetXml(origin: string, urls: readonly SitemapUrl[]): Generator<string> {
  yield `${XML_HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n`;
  for (const url of urls) {
    const links = url.alternates.map(
      (alt) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(origin + alt.path)}"/>`,
    );
    yield `<url><loc>${escapeXml(origin + url.path)}</loc><lastmod>${escapeXml(url.lastmod)}</lastmod>${links.join('')}</url>\n`;
  }
  yield '</urlset>\n';
}

/** A streamed XML response from text chunks. */
export function xmlResponse(chunks: Iterable<string>, init: { cacheControl: string }): Response {
  const encoder = new TextEncoder();
  const iterator = chunks[Symbol.iterator]();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // A few hundred addresses per pull keeps each piece small without a pull per line.
      let text = '';
      for (let i = 0; i < 256; i += 1) {
        const next = iterator.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
      }
      controller.enqueue(encoder.encode(text));
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': init.cacheControl },
  });
}
