import { sitemapPageSchema } from '@storefront/api-client';
import { apiBase } from '../server/api-base.server';
import { parseSitemapFileName, sitemapUrlsetXml, xmlResponse } from '../server/sitemap-xml.server';

/**
 * GET /sitemap/{language}-{page}.xml: one page of a language's addresses (content, category and product
 * pages) with their hreflang alternates and last change, written out as it is rendered.
 */
export async function loader({ request, params }: { request: Request; params: { file?: string } }) {
  const name = parseSitemapFileName(params.file ?? '');
  if (!name) return new Response('Not found', { status: 404 });
  const query = new URLSearchParams({ language: name.language, page: String(name.page) });
  const answer = await fetch(`${apiBase()}/api/sitemap/urls?${query}`).catch(() => undefined);
  if (answer && (answer.status === 404 || answer.status === 400)) {
    return new Response('Not found', { status: 404 });
  }
  if (!answer?.ok) return new Response('The sitemap is not available right now.', { status: 503 });
  const page = sitemapPageSchema.parse(await answer.json());
  return xmlResponse(sitemapUrlsetXml(new URL(request.url).origin, page.urls), {
    cacheControl: 'public, max-age=3600',
  });
}
