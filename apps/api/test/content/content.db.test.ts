import {
  apiErrorBodySchema,
  footerSchema,
  globalContentSchema,
  globalSettingsSchema,
  headerSchema,
  pageSchema,
  redirectBodySchema,
  siteStructureSchema,
  translationsSchema,
} from '@storefront/api-client';
import { STOCK_LEVEL_TEXT_KEYS } from '@storefront/domain';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../support/server-suite';

const server = useTestServer(300);

function page(url: string, extra: Record<string, string> = {}) {
  return server.app.inject({
    method: 'GET',
    url: '/api/content/page',
    headers: { 'context-url': url, ...extra },
  });
}

describe('site documents', () => {
  it('answers global settings per language with SEK, NO, the language route and static pages', async () => {
    for (const language of ['no', 'en'] as const) {
      const res = await server.app.inject({
        url: '/api/site/global-settings',
        headers: { 'content-language': language },
      });
      expect(res.statusCode).toBe(200);
      const settings = globalSettingsSchema.parse(res.json());
      expect(settings).toMatchObject({
        currency: 'SEK',
        market: 'NO',
        languageRoute: language,
        priceInclVAT: false,
      });
      const types = settings.staticPages.map((p) => p.pageType);
      for (const type of [
        'SearchPage',
        'AccountPage',
        'CartPage',
        'CheckoutPage',
        'NotFoundPage',
        'ErrorPage',
      ]) {
        expect(types).toContain(type);
      }
    }
    const en = globalSettingsSchema.parse(
      (
        await server.app.inject({ url: '/api/site/global-settings', headers: { 'content-language': 'en' } })
      ).json(),
    );
    expect(en.staticPages.map((p) => p.url)).toEqual(
      expect.arrayContaining([
        '/en/search',
        '/en/account',
        '/en/cart-page',
        '/en/checkout',
        '/en/order-confirmation',
      ]),
    );
  });

  it('defaults to Norwegian without Content-Language', async () => {
    const res = await server.app.inject({ url: '/api/site/global-settings' });
    expect(globalSettingsSchema.parse(res.json()).languageRoute).toBe('no');
  });

  it('answers translations for both languages with the storefront keys', async () => {
    const no = translationsSchema.parse((await server.app.inject({ url: '/api/site/translations' })).json());
    const en = translationsSchema.parse(
      (
        await server.app.inject({ url: '/api/site/translations', headers: { 'content-language': 'en' } })
      ).json(),
    );
    expect(Object.keys(no).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).length).toBeGreaterThan(150);
    for (const key of Object.values(STOCK_LEVEL_TEXT_KEYS)) expect(en[key]).toBeTruthy();
    expect(en['header.search.placeholder']).toBe('Search for products, categories and articles');
    expect(no['product.addToCart']).toBe('Legg i handlekurv');
  });

  it('lets a browser keep the language-wide documents: a strong ETag of the bytes, 304 when they are the same', async () => {
    for (const url of [
      '/api/site/translations',
      '/api/site/global-settings',
      '/api/content/header',
      '/api/content/footer',
      '/api/content/global',
    ]) {
      const en = await server.app.inject({ url, headers: { 'content-language': 'en' } });
      expect(en.statusCode, url).toBe(200);
      const etag = en.headers.etag;
      expect(etag, url).toMatch(/^"[\w-]{27}"$/);
      expect(en.headers['cache-control'], url).toBe('no-cache');
      expect(String(en.headers.vary), url).toMatch(/Content-Language/);

      const same = await server.app.inject({
        url,
        headers: { 'content-language': 'en', 'if-none-match': `W/"other", ${etag}` },
      });
      expect(same.statusCode, url).toBe(304);
      expect(same.body, url).toBe('');
      expect(same.headers.etag, url).toBe(etag);

      // The other language's bytes differ: its own tag, and a full answer to the first one's.
      const no = await server.app.inject({
        url,
        headers: { 'content-language': 'no', 'if-none-match': String(etag) },
      });
      expect(no.statusCode, url).toBe(200);
      expect(no.headers.etag, url).not.toBe(etag);
      expect(no.body.length, url).toBeGreaterThan(0);
    }
  });

  it('answers the header with a main navigation three levels deep, icons and images', async () => {
    const header = headerSchema.parse(
      (await server.app.inject({ url: '/api/content/header', headers: { 'content-language': 'en' } })).json(),
    );
    expect(header.root.url).toBe('/en/');
    expect(header.links.length).toBeGreaterThan(0);
    const furniture = header.mainNavigation.find((node) => node.title === 'Furniture');
    expect(furniture?.renderOption).toBe('icons');
    expect(furniture?.children[0]?.iconName).toBeTruthy();
    expect(furniture?.children[0]?.children.length).toBeGreaterThan(0);
    const inspiration = header.mainNavigation.find((node) => node.renderOption === 'images');
    expect(inspiration?.children[0]?.navigationImage?.width).toBeGreaterThan(0);
  });

  it('answers footer, global content and the site structure', async () => {
    const footer = footerSchema.parse((await server.app.inject({ url: '/api/content/footer' })).json());
    expect(footer.linkColumns.length).toBe(3);
    expect(footer.socialLinks.length).toBeGreaterThan(0);
    const global = globalContentSchema.parse(
      (await server.app.inject({ url: '/api/content/global' })).json(),
    );
    expect(global.supportEmailAddress).toContain('@');
    expect(global.supportPhoneNumber).toMatch(/^\+47/);
    const structure = siteStructureSchema.parse(
      (
        await server.app.inject({
          url: '/api/content/get-site-structure',
          headers: { 'content-language': 'en' },
        })
      ).json(),
    );
    expect(structure.url).toBe('/en/');
    const assortment = structure.children.find((node) => node.url === '/en/assortment/');
    expect(assortment?.children.map((node) => node.title)).toEqual([
      'Furniture',
      'Lighting',
      'Textiles',
      'Outdoor',
    ]);
  });
});

describe('GET api/content/page', () => {
  it('answers the start page with hero and content-area blocks, SEO and alternative links', async () => {
    const res = await page('http://shop.test/en/');
    expect(res.statusCode).toBe(200);
    const start = pageSchema.parse(res.json());
    expect(start.pageType).toBe('StartPage');
    expect(start.hero?.heading).toBeTruthy();
    expect(start.contentArea.map((block) => block.blockType)).toEqual(
      expect.arrayContaining(['ContentBlock', 'ProductListingBlock', 'CTAContainer', 'HeroBlock']),
    );
    const listing = start.contentArea.find((block) => block.blockType === 'ProductListingBlock');
    expect(listing && 'products' in listing && listing.products.length).toBeGreaterThan(0);
    expect(start.canonicalLink).toBe('http://shop.test/en/');
    expect(start.alternativeLinks).toEqual([
      { language: 'en', href: 'http://shop.test/en/' },
      { language: 'no', href: 'http://shop.test/no/' },
    ]);
  });

  it('answers a page for every page type of spec section 2', async () => {
    const seen = new Set<string>();
    const structure = siteStructureSchema.parse(
      (
        await server.app.inject({
          url: '/api/content/get-site-structure',
          headers: { 'content-language': 'en' },
        })
      ).json(),
    );
    const urls: string[] = [];
    const walk = (node: { url: string; children: Array<{ url: string; children: never[] }> }) => {
      urls.push(node.url);
      for (const child of node.children) walk(child);
    };
    walk(structure as never);
    for (const url of urls) {
      const res = await page(`http://shop.test${url}`);
      expect(res.statusCode, url).toBe(200);
      seen.add(pageSchema.parse(res.json()).pageType);
    }
    const product = await page('http://shop.test/en/assortment/furniture/arm-chairs/');
    expect(product.statusCode).toBe(200);
    for (const type of [
      'StartPage',
      'StandardPage',
      'InspirationPage',
      'CampaignPage',
      'InformationPage',
      'StorefrontPage',
      'QuickOrderPage',
      'FdvPage',
      'AccountPage',
      'CartPage',
      'CheckoutPage',
      'OrderConfirmationPage',
      'SearchPage',
      'NotFoundPage',
      'ErrorPage',
      'BlockPreviewPage',
      'StorybookPage',
      'ForgotPasswordPage',
      'CategoryPage',
    ]) {
      expect(seen, type).toContain(type);
    }
  });

  it('answers static pages with and without a trailing slash', async () => {
    for (const url of ['http://shop.test/en/checkout', 'http://shop.test/en/checkout/']) {
      const res = await page(url);
      expect(pageSchema.parse(res.json()).pageType).toBe('CheckoutPage');
    }
  });

  it('answers a category page with sub-categories, breadcrumbs and the category id', async () => {
    const res = await page('http://shop.test/no/sortiment/mobler/lenestoler/');
    const category = pageSchema.parse(res.json());
    if (category.pageType !== 'CategoryPage') throw new Error(`got ${category.pageType}`);
    expect(category.pageHeading).toBe('Lenestoler');
    expect(category.subCategories.map((sub) => sub.title)).toEqual([
      'Ørelappstoler',
      'Hvilestoler',
      'Loungestoler',
    ]);
    expect(category.itemsPerLoad).toBe(24);
    expect(category.breadcrumb.map((crumb) => crumb.text)).toEqual([
      'Hjem',
      'Sortiment',
      'Møbler',
      'Lenestoler',
    ]);
    expect(category.alternativeLinks.find((link) => link.language === 'en')?.href).toBe(
      'http://shop.test/en/assortment/furniture/arm-chairs/',
    );
  });

  it('answers a product page with the full product under the spec sample address form', async () => {
    const categoryProducts = await server.app.inject({
      url: '/api/categories/1/products?take=1',
      headers: { 'content-language': 'en' },
    });
    const url: string = categoryProducts.json().data.result[0].url;
    expect(url).toMatch(/^\/en\/assortment\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    const res = await page(`http://shop.test${url}`);
    const product = pageSchema.parse(res.json());
    if (product.pageType !== 'ProductPage') throw new Error(`got ${product.pageType}`);
    expect(product.product.url).toBe(url);
    expect(product.product.variations.length).toBeGreaterThan(0);
    expect(product.product.specifications.length).toBeGreaterThan(3);
    expect(product.product.similarProducts.length + product.product.relatedProducts.length).toBeGreaterThan(
      0,
    );
    expect(product.openGraph.type).toBe('product');
    expect(product.breadcrumb.at(-1)?.text).toBe(product.product.name);
  });

  it('redirects a moved address with 301, Location and { redirectUrl, permanent }', async () => {
    const res = await page('http://shop.test/en/old-sofas/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/assortment/furniture/sofas/');
    expect(redirectBodySchema.parse(res.json())).toEqual({
      redirectUrl: '/en/assortment/furniture/sofas/',
      permanent: true,
    });
  });

  it('redirects an old product address (same code, other name) to the current one', async () => {
    const categoryProducts = await server.app.inject({ url: '/api/categories/1/products?take=1' });
    const card = categoryProducts.json().data.result[0];
    const old = card.url.replace(/\/[^/]+-(\d+)\/$/, '/an-old-name-$1/');
    const res = await page(`http://shop.test${old}`);
    expect(res.statusCode).toBe(301);
    expect(res.json()).toEqual({ redirectUrl: card.url, permanent: true });
  });

  it('answers 404 JSON for unknown addresses and other languages', async () => {
    for (const url of [
      'http://shop.test/en/no-such-page/',
      'http://shop.test/de/',
      'http://shop.test/en/assortment/nope/',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(apiErrorBodySchema.parse(res.json()).error).toBe('NOT_FOUND');
    }
  });

  it('answers 400 naming the header when Context-Url is missing', async () => {
    const res = await server.app.inject({ url: '/api/content/page' });
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).fields).toHaveProperty('context-url');
  });
});

describe('errors', () => {
  it('answers 404 JSON for unknown routes', async () => {
    const res = await server.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(apiErrorBodySchema.parse(res.json())).toMatchObject({ error: 'NOT_FOUND' });
  });
});
