import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './csp-guard';
import { registerShopper } from './journey-support';

/** Parses XML in the browser and answers whether it is well-formed, with the `<loc>`s and hreflangs. */
async function readXml(page: Page, text: string) {
  return page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const xhtml = 'http://www.w3.org/1999/xhtml';
    return {
      wellFormed: doc.getElementsByTagName('parsererror').length === 0,
      root: doc.documentElement.localName,
      locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
      lastmods: doc.getElementsByTagName('lastmod').length,
      urls: [...doc.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
        hreflangs: [...url.getElementsByTagNameNS(xhtml, 'link')].map((link) =>
          link.getAttribute('hreflang'),
        ),
      })),
    };
  }, text);
}

/** Product addresses from the English sitemap: index, then the first English file (products come last). */
async function sitemapProducts(page: Page, request: APIRequestContext, baseURL: string): Promise<string[]> {
  const indexAnswer = await request.get('/sitemap.xml');
  expect(indexAnswer.status()).toBe(200);
  expect(indexAnswer.headers()['content-type']).toContain('xml');
  const index = await readXml(page, await indexAnswer.text());
  expect(index.wellFormed).toBe(true);
  expect(index.root).toBe('sitemapindex');
  const en = index.locs.find((loc) => loc.includes('/sitemap/en-1.xml'));
  expect(index.locs.find((loc) => loc.includes('/sitemap/no-1.xml'))).toBeTruthy();
  expect(en?.startsWith(baseURL)).toBe(true);

  const fileAnswer = await request.get(new URL(en ?? '').pathname);
  expect(fileAnswer.status()).toBe(200);
  const file = await readXml(page, await fileAnswer.text());
  expect(file.wellFormed).toBe(true);
  expect(file.root).toBe('urlset');
  expect(file.urls.length).toBeGreaterThan(50);
  expect(file.lastmods).toBe(file.urls.length);
  for (const url of file.urls) {
    expect(url.loc.startsWith(`${baseURL}/en/`), url.loc).toBe(true);
    expect(url.hreflangs, url.loc).toEqual(['no', 'en', 'x-default']);
  }
  return file.urls
    .slice(-5)
    .map((url) => url.loc)
    .reverse();
}

async function structuredData(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}') as Record<string, unknown>;
}

test.describe('SEO and platform basics', () => {
  test('pages load without a console error or a missing icon, naming icons, manifest and x-default', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto('/en/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      /\/en\/$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="no"]')).toHaveCount(1);
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    const icons = await page
      .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(icons).toEqual(expect.arrayContaining(['/favicon.ico', '/icons/icon.svg']));
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(missing).toEqual([]);

    for (const href of [...icons, '/icons/icon-192.png', '/icons/icon-512.png']) {
      const answer = await request.get(href);
      expect(answer.status(), href).toBe(200);
      expect(answer.headers()['content-type'], href).toMatch(/^image\/(png|svg\+xml|x-icon)/);
    }
    const favicon = await request.get('/favicon.ico');
    expect(favicon.headers()['content-type']).toBe('image/x-icon');

    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    const body = (await manifest.json()) as { name: string; theme_color: string; icons: { sizes: string }[] };
    expect(body.name).toBeTruthy();
    expect(body.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(body.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  test('robots.txt allows the shop, keeps crawlers out of private pages and the API, names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('text/plain');
    const lines = (await answer.text()).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /en/checkout',
        'Disallow: /en/account',
        'Disallow: /en/cart-page',
        `Sitemap: ${baseURL}/sitemap.xml`,
      ]),
    );
    expect(lines.filter((line) => line.startsWith('Disallow: /no/')).length).toBeGreaterThanOrEqual(3);
  });

  test('the sitemap index leads to a language sitemap with alternates whose product addresses answer 200', async ({
    page,
    request,
    baseURL,
  }) => {
    const products = await sitemapProducts(page, request, baseURL ?? '');
    const answer = await request.get(new URL(products[0] ?? '').pathname);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toContain('application/ld+json');
  });

  test('an anonymous product page has absolute JSON-LD without offers and a PNG og:image', async ({
    page,
    request,
    baseURL,
  }) => {
    const [product] = await sitemapProducts(page, request, baseURL ?? '');
    await page.goto(new URL(product ?? '').pathname);
    const data = await structuredData(page);
    expect(data['@type']).toBe('Product');
    expect(data.url).toBe(product);
    const images = data.image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(new RegExp(`^${baseURL}/api/images/.+\\.png$`));
    expect(data).not.toHaveProperty('offers');
    expect(JSON.stringify(data)).not.toMatch(/price/i);

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(ogImage).toMatch(/^https?:\/\/.+\.png$/);
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '800');
    const png = await request.get(new URL(ogImage ?? '').pathname);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    const firstImage = await request.get(new URL(images[0] ?? '').pathname);
    expect(firstImage.headers()['content-type']).toBe('image/png');
  });

  test('a signed-in customer gets offers in the JSON-LD', async ({ page, request, baseURL }) => {
    const products = await sitemapProducts(page, request, baseURL ?? '');
    await registerShopper(page.request, baseURL ?? '');
    let offers = 0;
    for (const product of products) {
      await page.goto(new URL(product).pathname);
      const data = await structuredData(page);
      offers += Array.isArray(data.offers) ? data.offers.length : 0;
    }
    expect(offers).toBeGreaterThan(0);
  });
});
