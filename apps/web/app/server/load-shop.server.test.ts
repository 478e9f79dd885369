import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { serialiseShopState } from '../shell/shop-state-transport';
import { loadShop, type SiteData } from './load-shop.server';
import { createTtlCache } from './ttl-cache.server';

interface Seen {
  path: string;
  headers: IncomingHttpHeaders;
  /** When the request arrived and when its answer went out (ms, performance.now). */
  at: number;
  answeredAt?: number;
}

const emptyResult = { result: [], facets: [], numberOfHits: 0, sorters: [] };

const settings = {
  currency: 'SEK',
  market: 'NO',
  marketThreeLetterCode: 'NOR',
  languageRoute: 'en',
  staticPages: [
    { pageType: 'NotFoundPage', title: 'Not found', url: '/en/not-found' },
    { pageType: 'ErrorPage', title: 'Error', url: '/en/error' },
    { pageType: 'SearchPage', title: 'Search', url: '/en/search' },
  ],
  gtmId: null,
  insightKey: null,
  currentCountry: { code: 'NO', name: 'Norway', url: '/en' },
  countries: [],
  availableCountries: [],
  priceInclVAT: false,
};

const price = (amount: number) => ({ amount, formattedString: `${amount} kr` });
const cart = {
  numberOfItems: 2,
  lineItems: [],
  promotions: [],
  price: {
    unitPrice: price(0),
    totalPriceForItems: price(200),
    shipping: price(0),
    totalPrice: price(200),
    totalVat: price(40),
    currency: 'SEK',
  },
  outOfStock: false,
  notActive: false,
  acceptOrderSplitting: true,
};

function page(pageType: string, url: string, html = '<p>Hello</p>') {
  return {
    pageId: url,
    url,
    pageType,
    pageTitle: `Title of ${url}`,
    breadcrumb: [],
    metaDescription: null,
    canonicalLink: null,
    alternativeLinks: [],
    openGraph: { title: 't', description: 'd', image: null, type: 'website', url },
    disableIndexing: false,
    contentArea: [{ blockId: 'b1', blockType: 'ContentBlock', heading: null, html }],
    hero: null,
  };
}

const picture = (name: string) => ({
  src: `/img/${name}.svg`,
  alt: 'Sofa 1',
  title: 'Sofa 1',
  width: 200,
  height: 150,
});
const promotion = {
  couponCode: null,
  promotionName: 'Spring',
  promotionDescription: 'Spring campaign, 15% off',
  promotionDiscountAmount: null,
  promotionDiscountPercentage: 15,
  evaluatedDiscountedPriceForPromotion: null,
  roundedEvaluatedDiscountedPriceForPromotion: null,
  roundedPromotionDiscountAmount: null,
};
const variation = (colour: string, stockQuantity: number) => ({
  code: `S-1-${colour.toUpperCase()}`,
  productCode: 'S-1',
  name: `Sofa 1, ${colour}`,
  color: { key: colour, name: colour[0]?.toUpperCase() + colour.slice(1) },
  images: [picture(`${colour}-front`), picture(`${colour}-angle`)],
  thumbnail: picture(`${colour}-thumb`),
  price: null,
  stock: {
    inStock: stockQuantity > 0,
    stockQuantity,
    salesStartFormatted: null,
    stockAvailableAtVendor: true,
  },
  inStock: stockQuantity > 0,
  maxQuantity: 10,
  isBuyable: true,
  isGift: false,
  promotion,
});
/** A product card as the API answers it to an anonymous visitor: two variations with their images. */
const productCard = {
  active: true,
  code: 'S-1',
  name: 'Sofa 1',
  marketingText: 'A sofa.',
  elNumber: null,
  alternativeProductNumber: null,
  price: null,
  image: picture('blue-card'),
  promotion,
  bestSeller: false,
  newProduct: true,
  recommended: false,
  inStockQuantity: 4,
  hidePrice: false,
  variations: [variation('blue', 4), variation('grey', 0)],
  numberOfVariants: 2,
  url: '/en/assortment/furniture/sofas/sofa-1/',
  categoryPath: ['Furniture', 'Sofas'],
};

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

/** A real HTTP server standing in for the API, answering by path and Context-Url. */
async function fakeApi(
  options: {
    settingsStatus?: number;
    pages?: Record<string, { status: number; body: unknown }>;
    /** How long the page answer takes. */
    pageDelayMs?: number;
    /** The products the full search finds. */
    searchProducts?: unknown[];
  } = {},
) {
  const seen: Seen[] = [];
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    const entry: Seen = { path, headers: req.headers, at: performance.now() };
    seen.push(entry);
    const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      entry.answeredAt = performance.now();
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (path === '/api/site/global-settings') {
      const status = options.settingsStatus ?? 200;
      return send(status, status === 200 ? settings : { error: 'INTERNAL', message: 'down' });
    }
    if (path === '/api/site/translations') return send(200, { 'header.cart': 'Cart' });
    if (path === '/api/content/header')
      return send(200, { links: [], mainNavigation: [], root: { id: 'h', title: 'Home', url: '/en' } });
    if (path === '/api/content/footer') return send(500, { error: 'INTERNAL', message: 'down' });
    if (path === '/api/content/global') return send(404, { error: 'NOT_FOUND', message: 'none' });
    if (path === '/api/customer') return send(204);
    if (path === '/api/cart') return send(200, cart);
    if (path === '/api/search')
      return send(200, {
        productResult: {
          ...emptyResult,
          result: options.searchProducts ?? [],
          numberOfHits: options.searchProducts?.length ?? 0,
        },
        contentResult: { result: [], numberOfHits: 0 },
        categoryResult: { result: [], numberOfHits: 0 },
      });
    if (path === '/api/content/page') {
      await new Promise((resolve) => setTimeout(resolve, options.pageDelayMs ?? 0));
      const target = new URL(String(req.headers['context-url'])).pathname;
      const answer = options.pages?.[target];
      if (!answer) return send(404, { error: 'NOT_FOUND', message: 'No page' });
      const headers: Record<string, string> =
        answer.status === 301 ? { location: (answer.body as { redirectUrl: string }).redirectUrl } : {};
      return send(answer.status, answer.body, headers);
    }
    return send(404, { error: 'NOT_FOUND', message: 'unknown' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const request = (path: string, cookie?: string) =>
  new Request(`http://shop.test${path}`, cookie ? { headers: { cookie } } : {});

describe('loadShop', () => {
  it('loads the page for the full address with the site data, forwarding the cookies', async () => {
    const { apiBase, seen } = await fakeApi({
      pages: { '/en/about': { status: 200, body: page('StandardPage', '/en/about') } },
    });
    const result = await loadShop(request('/en/about?x=1', 'sf_session=abc; sf_theme=dark'), {
      apiBase,
      cache: createTtlCache<SiteData>(1000),
    });
    expect(result.kind).toBe('render');
    if (result.kind !== 'render') return;
    expect(result.status).toBe(200);
    expect(result.language).toBe('en');
    expect(result.state.page.current?.pageType).toBe('StandardPage');
    expect(result.state.settings?.data?.languageRoute).toBe('en');
    expect(result.state.translations?.texts).toEqual({ 'header.cart': 'Cart' });
    expect(result.state.siteContent?.header?.root.url).toBe('/en');
    // A part that fails stays empty; the page still renders.
    expect(result.state.siteContent?.footer).toBeNull();
    expect(result.state.theme.name).toBe('dark');
    const pageRequest = seen.find((s) => s.path === '/api/content/page');
    expect(pageRequest?.headers['context-url']).toBe('http://shop.test/en/about?x=1');
    expect(pageRequest?.headers['content-language']).toBe('en');
    expect(pageRequest?.headers.cookie).toBe('sf_session=abc; sf_theme=dark');
  });

  it("carries the shopper's cart for a document, not for a client navigation's data request", async () => {
    const { apiBase, seen } = await fakeApi({
      pages: { '/en': { status: 200, body: page('StartPage', '/en') } },
    });
    const cache = createTtlCache<SiteData>(1000);
    const documentLoad = await loadShop(
      new Request('http://shop.test/en', {
        headers: { cookie: 'sf_session=abc', 'sec-fetch-dest': 'document' },
      }),
      { apiBase, cache },
    );
    if (documentLoad.kind !== 'render') throw new Error('expected a render');
    expect(documentLoad.state.cart).toMatchObject({ numberOfItems: 2, loaded: true, fetching: false });
    const cartRequest = seen.find((s) => s.path === '/api/cart');
    expect(cartRequest?.headers.cookie).toBe('sf_session=abc');

    seen.length = 0;
    const dataLoad = await loadShop(
      new Request('http://shop.test/en', { headers: { 'sec-fetch-dest': 'empty' } }),
      {
        apiBase,
        cache,
      },
    );
    if (dataLoad.kind !== 'render') throw new Error('expected a render');
    expect(dataLoad.state.cart).toBeUndefined();
    expect(seen.some((s) => s.path === '/api/cart')).toBe(false);
  });

  it("leaves the language-wide data out of a client navigation's data request, not out of a document", async () => {
    const { apiBase } = await fakeApi({
      pages: { '/en/about': { status: 200, body: page('StandardPage', '/en/about') } },
    });
    const cache = createTtlCache<SiteData>(1000);
    const load = async (headers: Record<string, string>) => {
      const result = await loadShop(new Request('http://shop.test/en/about', { headers }), {
        apiBase,
        cache,
      });
      if (result.kind !== 'render') throw new Error('expected a render');
      return result;
    };
    // The first load of the language is a data request: the server still reads the settings (the page load
    // needs them) but does not send them.
    const dataLoad = await load({ 'sec-fetch-dest': 'empty' });
    expect(dataLoad.status).toBe(200);
    expect(dataLoad.state.page.current?.pageType).toBe('StandardPage');
    expect(Object.keys(dataLoad.state).sort()).toEqual(['customerSession', 'errors', 'page', 'theme']);
    // A document, a frame and a client that sends no Sec-Fetch-Dest get everything the HTML renders from.
    const wholeCases: Record<string, string>[] = [
      { 'sec-fetch-dest': 'document' },
      { 'sec-fetch-dest': 'iframe' },
      {},
    ];
    for (const headers of wholeCases) {
      const whole = await load(headers);
      expect(whole.state.settings?.data?.languageRoute).toBe('en');
      expect(whole.state.translations?.texts).toEqual({ 'header.cart': 'Cart' });
      expect(whole.state.siteContent?.header?.root.url).toBe('/en');
    }
  });

  it('sanitises rich text before it reaches React', async () => {
    const { apiBase } = await fakeApi({
      pages: {
        '/en/x': {
          status: 200,
          body: page('StandardPage', '/en/x', '<p onclick="x()">Hi<script>bad()</script></p>'),
        },
      },
    });
    const result = await loadShop(request('/en/x'), { apiBase, cache: createTtlCache<SiteData>(1000) });
    if (result.kind !== 'render') throw new Error('expected a render');
    const block = result.state.page.current?.contentArea[0];
    expect(block?.blockType === 'ContentBlock' && block.html).toBe('<p>Hi</p>');
  });

  it('turns a moved address into a permanent redirect', async () => {
    const { apiBase } = await fakeApi({
      pages: { '/en/old': { status: 301, body: { redirectUrl: '/en/new', permanent: true } } },
    });
    const result = await loadShop(request('/en/old'), { apiBase, cache: createTtlCache<SiteData>(1000) });
    expect(result).toEqual({ kind: 'redirect', location: '/en/new', status: 301 });
  });

  it('renders the configured not-found page with status 404', async () => {
    const { apiBase } = await fakeApi({
      pages: { '/en/not-found': { status: 200, body: page('NotFoundPage', '/en/not-found') } },
    });
    const result = await loadShop(request('/en/nothing'), { apiBase, cache: createTtlCache<SiteData>(1000) });
    if (result.kind !== 'render') throw new Error('expected a render');
    expect(result.status).toBe(404);
    expect(result.state.page.current?.pageType).toBe('NotFoundPage');
  });

  it('renders the error page with status 500 for other failures', async () => {
    const { apiBase } = await fakeApi({
      pages: {
        '/en/broken': { status: 500, body: { error: 'INTERNAL', message: 'boom' } },
        '/en/error': { status: 200, body: page('ErrorPage', '/en/error') },
      },
    });
    const result = await loadShop(request('/en/broken'), { apiBase, cache: createTtlCache<SiteData>(1000) });
    if (result.kind !== 'render') throw new Error('expected a render');
    expect(result.status).toBe(500);
    expect(result.state.page.current?.pageType).toBe('ErrorPage');
  });

  it("answers 500 with 'Failed to fetch global settings' when settings fail", async () => {
    const { apiBase, seen } = await fakeApi({ settingsStatus: 500 });
    const result = await loadShop(request('/en'), { apiBase, cache: createTtlCache<SiteData>(1000) });
    if (result.kind !== 'render') throw new Error('expected a render');
    expect(result.status).toBe(500);
    expect(result.state.errors.application?.message).toBe('Failed to fetch global settings');
    expect(seen.some((s) => s.path === '/api/content/page')).toBe(false);
  });

  it('reuses the site data of a language until the time to live has passed', async () => {
    const { apiBase, seen } = await fakeApi({
      pages: { '/en': { status: 200, body: page('StartPage', '/en') } },
    });
    let now = 0;
    const cache = createTtlCache<SiteData>(30_000, () => now);
    const settingsCalls = () => seen.filter((s) => s.path === '/api/site/global-settings').length;
    await loadShop(request('/en'), { apiBase, cache });
    await loadShop(request('/en'), { apiBase, cache });
    expect(settingsCalls()).toBe(1);
    expect(seen.filter((s) => s.path === '/api/content/page')).toHaveLength(2);
    now = 30_000;
    await loadShop(request('/en'), { apiBase, cache });
    expect(settingsCalls()).toBe(2);
  });

  it('asks for no session and no cart without the session cookie, and answers the anonymous empty state', async () => {
    const { apiBase, seen } = await fakeApi({
      pages: { '/en': { status: 200, body: page('StartPage', '/en') } },
    });
    const result = await loadShop(
      new Request('http://shop.test/en', {
        headers: { cookie: 'sf_theme=dark', 'sec-fetch-dest': 'document' },
      }),
      { apiBase, cache: createTtlCache<SiteData>(1000) },
    );
    if (result.kind !== 'render') throw new Error('expected a render');
    expect(seen.map((s) => s.path)).not.toContain('/api/customer');
    expect(seen.map((s) => s.path)).not.toContain('/api/cart');
    // What a 204 from api/customer and an empty cart give: nobody signed in, a known empty cart (no read later).
    expect(result.state.customerSession).toEqual({ customer: null, status: 'succeeded' });
    expect(result.state.cart).toMatchObject({
      numberOfItems: 0,
      lineItems: [],
      loaded: true,
      fetching: false,
    });
  });

  it('asks for the session and the cart when the session cookie is there', async () => {
    const { apiBase, seen } = await fakeApi({
      pages: { '/en': { status: 200, body: page('StartPage', '/en') } },
    });
    const result = await loadShop(
      new Request('http://shop.test/en', {
        headers: { cookie: 'sf_theme=dark; sf_session=abc', 'sec-fetch-dest': 'document' },
      }),
      { apiBase, cache: createTtlCache<SiteData>(1000) },
    );
    if (result.kind !== 'render') throw new Error('expected a render');
    expect(seen.find((s) => s.path === '/api/customer')?.headers.cookie).toBe(
      'sf_theme=dark; sf_session=abc',
    );
    expect(seen.find((s) => s.path === '/api/cart')?.headers.cookie).toBe('sf_theme=dark; sf_session=abc');
    expect(result.state.customerSession.status).toBe('succeeded');
    expect(result.state.cart).toMatchObject({ numberOfItems: 2, loaded: true });
  });

  it("asks for the search page's results together with the page, not after its answer", async () => {
    const { apiBase, seen } = await fakeApi({
      pageDelayMs: 80,
      pages: { '/en/search': { status: 200, body: page('SearchPage', '/en/search') } },
    });
    const result = await loadShop(request('/en/search?query=sofa'), {
      apiBase,
      cache: createTtlCache<SiteData>(1000),
    });
    if (result.kind !== 'render') throw new Error('expected a render');
    const pageCall = seen.find((s) => s.path === '/api/content/page');
    const searchCalls = seen.filter((s) => s.path === '/api/search');
    expect(searchCalls).toHaveLength(1);
    expect(searchCalls[0]?.at).toBeLessThan(pageCall?.answeredAt ?? 0);
    expect(result.state.listing?.source).toEqual({ kind: 'search' });
    expect(result.state.listing?.filters.query).toBe('sofa');
  });

  // The state travels in the list page's HTML (issue 24): a card's variations carried all their images.
  it("serialises a list's cards with what their grid, picker and analytics read, not the variations' images", async () => {
    const { apiBase } = await fakeApi({
      pages: { '/en/search': { status: 200, body: page('SearchPage', '/en/search') } },
      searchProducts: [productCard],
    });
    const result = await loadShop(request('/en/search?query=sofa'), {
      apiBase,
      cache: createTtlCache<SiteData>(1000),
    });
    if (result.kind !== 'render') throw new Error('expected a render');
    const text = serialiseShopState(result.state);
    const sent = JSON.parse(text) as typeof result.state;
    const [card] = sent.listing?.products ?? [];
    expect(Object.keys(card ?? {}).sort()).toEqual(
      Object.keys(productCard)
        .filter((key) => key !== 'variations')
        .concat('variations')
        .sort(),
    );
    expect(card?.promotion).toEqual({ promotionName: 'Spring' });
    expect(card?.variations.map((variation) => Object.keys(variation).sort())).toEqual([
      ['code', 'color', 'isBuyable', 'maxQuantity', 'price', 'stock', 'thumbnail'],
      ['code', 'color', 'isBuyable', 'maxQuantity', 'price', 'stock', 'thumbnail'],
    ]);
    expect(card?.variations[1]).toEqual({
      code: 'S-1-GREY',
      color: { key: 'grey', name: 'Grey' },
      thumbnail: { src: '/img/grey-thumb.svg', width: 200, height: 150 },
      price: null,
      stock: { stockQuantity: 0 },
      isBuyable: true,
      maxQuantity: 10,
    });
    for (const dropped of ['-front.svg', '-angle.svg', 'Spring campaign', 'Sofa 1, blue', 'salesStart']) {
      expect(text).not.toContain(dropped);
    }
  });

  it('leaves the early results out when the search address did not give the search page', async () => {
    const { apiBase } = await fakeApi({
      pages: { '/en/not-found': { status: 200, body: page('NotFoundPage', '/en/not-found') } },
    });
    const result = await loadShop(request('/en/search/?query=sofa'), {
      apiBase,
      cache: createTtlCache<SiteData>(1000),
    });
    if (result.kind !== 'render') throw new Error('expected a render');
    expect(result.status).toBe(404);
    expect(result.state.listing).toBeUndefined();
  });
});
