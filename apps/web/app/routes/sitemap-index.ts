import { sitemapIndexSchema } from '@storefront/api-client';
import { apiBase } from '../server/api-base.server';
import { sitemapIndexXml } from '../server/sitemap-xml.server';

/** GET /sitemap.xml: the sitemap index, one file per language and page of the API's addresses. */
export async function loader({ request }: { request: Request }): Promise<Response> {
  const answer = await fetch(`${apiBase()}/api/sitemap`).catch(() => undefined);
  if (!answer?.ok) return new Response('The sitemap is not available right now.', { status: 503 });
  const index = sitemapIndexSchema.parse(await answer.json());
  return new Response(sitemapIndexXml(new URL(request.url).origin, index), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
