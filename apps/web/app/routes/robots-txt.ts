import { createApiClient, type FetchLike } from '@storefront/api-client';
import { SUPPORTED_LANGUAGES } from '@storefront/domain';
import { apiBase } from '../server/api-base.server';

/** Page types of a visitor's own business: account, cart, checkout and what belongs to them. */
const PRIVATE_PAGE_TYPES = new Set([
  'AccountPage',
  'CartPage',
  'CheckoutPage',
  'OrderConfirmationPage',
  'ForgotPasswordPage',
]);

/** The usual paths of those pages, used for a language whose settings the API did not answer. */
const FALLBACK_PRIVATE_PATHS = ['account', 'cart-page', 'checkout', 'order-confirmation'] as const;

/** robots.txt body: allow the shop, disallow private paths and the API, name the sitemap (issue #22.12). */
export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The private pages' paths of every language, as the site settings name them. */
export async function privatePaths(base: string, fetch?: FetchLike): Promise<string[]> {
  const perLanguage = await Promise.all(
    SUPPORTED_LANGUAGES.map(async (language) => {
      const api = createApiClient({ apiBase: base, language, ...(fetch && { fetch }) });
      const result = await api.site.globalSettings().catch(() => undefined);
      const paths =
        result?.ok === true
          ? result.data.staticPages
              .filter((page) => PRIVATE_PAGE_TYPES.has(page.pageType))
              .map((page) => page.url)
          : [];
      return paths.length > 0 ? paths : FALLBACK_PRIVATE_PATHS.map((path) => `/${language}/${path}`);
    }),
  );
  return [...new Set(perLanguage.flat())];
}

export async function loader({ request }: { request: Request }): Promise<Response> {
  const body = robotsTxt(new URL(request.url).origin, await privatePaths(apiBase()));
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
