import {
  categoryProductsResponseSchema,
  pageSchema,
  quickSearchResultSchema,
  searchResultSchema,
  variationCodeSearchResultSchema,
} from '@storefront/api-client';
import { holdsPrice, withoutPrices } from '@storefront/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { Visitor } from '../commerce/support/visitor';
import { signInDemoCustomer } from '../support/demo-customer';
import { useTestServer } from '../support/server-suite';

/*
 * Spec §6: only signed-in customers see prices. Every catalogue, search, quick-search, product and page answer
 * to an anonymous visitor carries no price and nothing derived from one (promotion amounts, the price range
 * facet, price-filtered hit counts); a signed-in customer's carries them all. Issue 23 item 1, issue 22 item 2.
 */

const server = useTestServer(300);
let anonymous: Visitor;
let customer: Visitor;
let productUrl: string;
let variationCode: string;

/** A price key with a value in raw JSON: `"priceExVat":{`, `"price":12590`, `"promotionDiscountAmount":{` … */
const PRICE_VALUE =
  /"(price|priceExVat|priceIncVat|regularPrice\w*|discount(Ex|Inc)Vat|\w*Amount|\w*PriceForPromotion)":\s*[{\d]/;

beforeAll(async () => {
  anonymous = new Visitor(server.app, 'anonymous');
  customer = await signInDemoCustomer(server.app);
  const listing = categoryProductsResponseSchema.parse(
    (
      await customer.call('GET', '/api/categories/1/products?take=24', undefined, {
        'content-language': 'en',
      })
    ).json(),
  );
  const card = listing.data.result.find((item) => !item.hidePrice && item.variations.length > 0);
  if (!card?.variations[0]) throw new Error('no priced product in the first listing page');
  productUrl = card.url;
  variationCode = card.variations[0].code;
});

/** The catalogue reads of the shop, each with the schema its answer must still parse with. */
function reads(): Array<{ name: string; url: string; headers?: Record<string, string>; schema: z.ZodType }> {
  return [
    { name: 'search', url: '/api/search?query=sofa&take=100&includeFacets=true', schema: searchResultSchema },
    {
      name: 'category listing',
      url: '/api/categories/1/products?take=100&includeFacets=true&sortOrder=sortOrderPriceAsc',
      schema: categoryProductsResponseSchema,
    },
    { name: 'quick search', url: '/api/search/quick-search?query=sofa', schema: quickSearchResultSchema },
    {
      name: 'variation code search',
      url: `/api/search/variation-code-search?query=${variationCode}`,
      schema: variationCodeSearchResultSchema,
    },
    {
      name: 'product page',
      url: '/api/content/page',
      headers: { 'context-url': `http://shop.test${productUrl}` },
      schema: pageSchema,
    },
    {
      name: 'home page (product listing block)',
      url: '/api/content/page',
      headers: { 'context-url': 'http://shop.test/en/' },
      schema: pageSchema,
    },
  ];
}

async function read(visitor: Visitor, url: string, headers: Record<string, string> = {}) {
  const res = await visitor.call('GET', url, undefined, { 'content-language': 'en', ...headers });
  expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
  return res;
}

function priceFacet(body: unknown): unknown {
  const answer = body as {
    data?: { facets: Array<{ key: string }> };
    productResult?: { facets: Array<{ key: string }> };
  };
  const facets = answer.data?.facets ?? answer.productResult?.facets ?? [];
  return facets.find((facet) => facet.key === 'Price');
}

describe('prices by audience', () => {
  it('gives an anonymous visitor no price key with a value in any catalogue answer, and a valid shape', async () => {
    for (const { name, url, headers, schema } of reads()) {
      const res = await read(anonymous, url, headers);
      expect(res.body, name).not.toMatch(PRICE_VALUE);
      const body = schema.parse(res.json());
      expect(holdsPrice(body), name).toBe(false);
      expect(priceFacet(body), name).toBeUndefined();
    }
  });

  it('gives a signed-in customer every price, the promotion amounts and the price range facet', async () => {
    for (const { name, url, headers, schema } of reads()) {
      const res = await read(customer, url, headers);
      expect(res.body, name).toMatch(PRICE_VALUE);
      expect(holdsPrice(schema.parse(res.json())), name).toBe(true);
    }
    const search = searchResultSchema.parse((await read(customer, reads()[0]?.url ?? '')).json());
    const priced = search.productResult.result.filter((card) => card.price !== null);
    expect(priced.length).toBeGreaterThan(search.productResult.result.length / 2);
    expect(priceFacet(search)).toMatchObject({
      ranges: { min: expect.any(Number), max: expect.any(Number) },
    });
  });

  it('shows the anonymous visitor the same products, stock, promotion names and related products', async () => {
    const url = '/api/search?query=sofa&take=100';
    const shown = searchResultSchema.parse((await read(anonymous, url)).json()).productResult;
    const full = searchResultSchema.parse((await read(customer, url)).json()).productResult;
    expect(shown.numberOfHits).toBe(full.numberOfHits);
    expect(shown.result.map((card) => card.code)).toEqual(full.result.map((card) => card.code));
    expect(shown.result.map((card) => card.inStockQuantity)).toEqual(
      full.result.map((card) => card.inStockQuantity),
    );
    expect(shown.result.map((card) => card.promotion?.promotionName ?? null)).toEqual(
      full.result.map((card) => card.promotion?.promotionName ?? null),
    );
    const product = pageSchema.parse(
      (await read(anonymous, '/api/content/page', { 'context-url': `http://shop.test${productUrl}` })).json(),
    );
    if (product.pageType !== 'ProductPage') throw new Error(`got ${product.pageType}`);
    expect(product.product.variations.every((variation) => variation.price === null)).toBe(true);
    expect(product.product.similarProducts.length + product.product.relatedProducts.length).toBeGreaterThan(
      0,
    );
  });

  it("builds the anonymous listing, search and quick search answers byte for byte as the customer's without prices", async () => {
    // These routes build the anonymous answer directly (no price formatted, no copy through withoutPrices):
    // it must be exactly what withoutPrices makes of the customer's answer, hidePrice products and promotions
    // included.
    const urls = [
      '/api/categories/1/products?take=100&includeFacets=true',
      '/api/categories/1/products?take=100&includeFacets=true&sortOrder=sortOrderPriceDesc&skip=100',
      '/api/search?query=sofa&take=100&includeFacets=true',
      '/api/search?query=chair&take=100&includeFacets=false',
      '/api/search/quick-search?query=sofa',
      '/api/search/quick-search?query=lamp',
    ];
    let hidden = 0;
    let promoted = 0;
    let priceFacets = 0;
    for (const url of urls) {
      const shown = (await read(anonymous, url)).body;
      const full = (await read(customer, url)).body;
      expect(shown, url).toBe(JSON.stringify(withoutPrices(JSON.parse(full))));
      hidden += full.match(/"hidePrice":true/g)?.length ?? 0;
      promoted += full.match(/"promotionDiscountAmount":\{/g)?.length ?? 0;
      priceFacets += full.match(/"key":"Price","name":"[^"]*","terms":\[\],"ranges":\{/g)?.length ?? 0;
    }
    // The cases the direct build treats apart are all there.
    expect(hidden).toBeGreaterThan(0);
    expect(promoted).toBeGreaterThan(0);
    expect(priceFacets).toBeGreaterThan(0);
  });

  it("ignores an anonymous visitor's price range filter, whose hit counts would tell prices", async () => {
    const base = '/api/categories/1/products?take=1&includeFacets=false';
    const all = categoryProductsResponseSchema.parse((await read(anonymous, base)).json());
    const filtered = categoryProductsResponseSchema.parse(
      (await read(anonymous, `${base}&filter::Price=0-2000`)).json(),
    );
    expect(filtered.data.numberOfHits).toBe(all.data.numberOfHits);
    const customerFiltered = categoryProductsResponseSchema.parse(
      (await read(customer, `${base}&filter::Price=0-2000`)).json(),
    );
    expect(customerFiltered.data.numberOfHits).toBeLessThan(all.data.numberOfHits);
  });

  it('treats an anonymous session (a cart, no customer) and a forged cookie as anonymous', async () => {
    const shopper = new Visitor(server.app, 'cart shopper');
    expect((await shopper.call('POST', '/api/cart', { code: variationCode, quantity: 1 })).statusCode).toBe(
      200,
    );
    expect(shopper.cookie).toBeDefined();
    const withCart = await read(shopper, '/api/search/quick-search?query=sofa');
    expect(holdsPrice(withCart.json())).toBe(false);
    const forged = await server.app.inject({
      url: '/api/search/quick-search?query=sofa',
      headers: { 'content-language': 'en', cookie: `sf_session=${'A'.repeat(43)}` },
    });
    expect(forged.statusCode).toBe(200);
    expect(holdsPrice(forged.json())).toBe(false);
  });
});
