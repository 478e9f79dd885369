import type { FetchLike } from '@storefront/api-client';
import { describe, expect, it } from 'vitest';
import { privatePaths, robotsTxt } from './robots-txt';

function settings(language: string, pages: Array<[string, string]>) {
  return {
    currency: 'SEK',
    market: 'NO',
    languageRoute: language,
    priceInclVAT: false,
    staticPages: pages.map(([pageType, url]) => ({ pageType, url, title: pageType })),
  };
}

describe('robots.txt', () => {
  it('allows the shop, disallows the private paths and the API, and names the sitemap absolutely', () => {
    const body = robotsTxt('https://shop.test', ['/no/konto', '/en/cart-page']);
    expect(body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /no/konto',
      'Disallow: /en/cart-page',
      'Disallow: /api/',
      '',
      'Sitemap: https://shop.test/sitemap.xml',
      '',
    ]);
  });

  it("takes each language's account, cart and checkout addresses from the site settings", async () => {
    const fetch: FetchLike = async (_url, init) => {
      const language = new Headers(init?.headers).get('content-language') ?? 'no';
      const pages: Array<[string, string]> =
        language === 'en'
          ? [
              ['AccountPage', '/en/account'],
              ['CartPage', '/en/cart-page'],
              ['CheckoutPage', '/en/checkout'],
              ['SearchPage', '/en/search'],
            ]
          : [
              ['AccountPage', '/no/konto'],
              ['CartPage', '/no/handlekurv'],
              ['CheckoutPage', '/no/kasse'],
            ];
      return new Response(JSON.stringify(settings(language, pages)), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const paths = await privatePaths('http://api.test', fetch);
    expect(paths).toEqual(
      expect.arrayContaining(['/no/konto', '/no/handlekurv', '/no/kasse', '/en/account', '/en/checkout']),
    );
    expect(paths).not.toContain('/en/search');
  });

  it('falls back to the usual paths when the API does not answer', async () => {
    const fetch: FetchLike = async () => {
      throw new Error('down');
    };
    expect(await privatePaths('http://api.test', fetch)).toContain('/en/checkout');
  });
});
