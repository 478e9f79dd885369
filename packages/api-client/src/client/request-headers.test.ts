import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';
import { createApiClient } from './create-api-client';
import type { FetchLike } from './transport';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

function lastRequest() {
  const request = server.requests.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
}

describe('every request', () => {
  it("sends Accept, Content-Type and Content-Language 'no' by default", async () => {
    await createApiClient({ apiBase: server.url }).site.globalSettings();
    const { headers } = lastRequest();
    expect(headers.accept).toBe('application/json');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['content-language']).toBe('no');
    expect(headers.authorization).toBeUndefined();
    expect(headers['context-url']).toBeUndefined();
  });

  it('sends the configured language and Context-Url, read at each request', async () => {
    let address = 'http://shop.test/en/';
    const api = createApiClient({ apiBase: server.url, language: 'en', contextUrl: () => address });
    await api.cart.get();
    expect(lastRequest().headers['content-language']).toBe('en');
    expect(lastRequest().headers['context-url']).toBe('http://shop.test/en/');
    address = 'http://shop.test/en/cart-page';
    await api.cart.get();
    expect(lastRequest().headers['context-url']).toBe('http://shop.test/en/cart-page');
  });

  it('sends the Authentication header as Authorization', async () => {
    const api = createApiClient({ apiBase: server.url, getAuthentication: async () => 'Bearer token-1' });
    await api.favorites.lists();
    expect(lastRequest().headers.authorization).toBe('Bearer token-1');
  });

  it('sends extra headers (e.g. the shopper cookie during SSR) without letting them replace the contract ones', async () => {
    const api = createApiClient({
      apiBase: `${server.url}/`,
      headers: {
        Cookie: 'sf_session=abc',
        'X-Forwarded-Host': 'shop.test',
        accept: 'text/html',
        'content-language': 'sv',
      },
    });
    await api.content.footer();
    const { headers, url } = lastRequest();
    expect(url).toBe('/api/content/footer');
    expect(headers.cookie).toBe('sf_session=abc');
    expect(headers['x-forwarded-host']).toBe('shop.test');
    expect(headers.accept).toBe('application/json');
    expect(headers['content-language']).toBe('no');
  });

  it("uses credentials 'include' and redirect 'manual' through the injected fetch", async () => {
    const seen: RequestInit[] = [];
    const recordingFetch: FetchLike = (input, init) => {
      seen.push(init);
      return fetch(input, init);
    };
    await createApiClient({ apiBase: server.url, fetch: recordingFetch }).content.global();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', credentials: 'include', redirect: 'manual' });
    expect(lastRequest().url).toBe('/api/content/global');
  });

  it('passes each arrived response to onResponse', async () => {
    const statuses: number[] = [];
    await createApiClient({
      apiBase: server.url,
      onResponse: (response) => statuses.push(response.status),
    }).site.translations();
    expect(statuses).toEqual([200]);
  });
});

describe('the page call', () => {
  it('sends the target address as Context-Url, over the configured one', async () => {
    const api = createApiClient({ apiBase: server.url, contextUrl: 'http://shop.test/en/' });
    await api.content.page('http://shop.test/en/assortment/furniture/arm-chairs/oslo-chair/');
    expect(lastRequest().headers['context-url']).toBe(
      'http://shop.test/en/assortment/furniture/arm-chairs/oslo-chair/',
    );
  });
});

describe('the login call', () => {
  it('sends Basic base64(email:password), UTF-8 encoded, over the configured Authentication', async () => {
    const api = createApiClient({ apiBase: server.url, getAuthentication: () => 'Bearer other' });
    await api.customer.login('kåre@example.com', 'pa:ss word');
    const header = lastRequest().headers.authorization ?? '';
    expect(header.startsWith('Basic ')).toBe(true);
    expect(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8')).toBe(
      'kåre@example.com:pa:ss word',
    );
    expect(lastRequest().method).toBe('POST');
    expect(lastRequest().body).toBe('');
  });
});
