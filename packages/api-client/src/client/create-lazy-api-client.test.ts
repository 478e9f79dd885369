import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startTestServer, type TestServer } from '../test/test-server';
import { createApiClient } from './create-api-client';
import { createLazyApiClient } from './create-lazy-api-client';
import { ERROR_MESSAGES } from './error-messages';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  server.respond((_request, response) => sendJson(response, 200, {}));
});

describe('createLazyApiClient', () => {
  it('offers every call of every group the eager client has', () => {
    const eager = createApiClient({ apiBase: server.url, language: 'en' });
    const lazy = createLazyApiClient({ apiBase: server.url, language: 'en' });
    expect(lazy.language).toBe('en');
    const groups = Object.keys(eager).filter((key) => key !== 'language') as (keyof typeof eager)[];
    expect(groups.length).toBeGreaterThan(5);
    for (const group of groups) {
      expect(lazy[group], group).toBeTypeOf('object');
      for (const call of Object.keys(eager[group])) {
        expect((lazy[group] as unknown as Record<string, unknown>)[call], `${group}.${call}`).toBeTypeOf(
          'function',
        );
      }
    }
  });

  it('sends the same requests and gives the same results as the eager client', async () => {
    server.respond((request, response) =>
      request.url === '/api/cart' && request.method === 'GET'
        ? sendJson(response, 200, { lines: [], count: 0 })
        : sendJson(response, 404, { message: 'nope' }),
    );
    const config = { apiBase: server.url, language: 'no', headers: { 'X-Test': 'yes' } };
    const eager = createApiClient(config);
    const lazy = createLazyApiClient(config);

    const eagerResults = [await eager.cart.get(), await eager.content.footer()];
    const eagerRequests = server.requests.splice(0);
    const lazyResults = [await lazy.cart.get(), await lazy.content.footer()];
    const lazyRequests = server.requests.splice(0);

    expect(lazyResults).toEqual(eagerResults);
    expect(lazyResults[0]).toMatchObject({ ok: true, status: 200 });
    expect(lazyResults[1]).toMatchObject({ ok: false, kind: 'failure', status: 404 });
    const shape = (requests: typeof lazyRequests) =>
      requests.map(({ method, url, headers, body }) => ({
        method,
        url,
        body,
        language: headers['content-language'],
        test: headers['x-test'],
      }));
    expect(shape(lazyRequests)).toEqual(shape(eagerRequests));
    expect(shape(lazyRequests)[0]).toMatchObject({
      method: 'GET',
      url: '/api/cart',
      language: 'no',
      test: 'yes',
    });
  });

  it('is not mistaken for a promise', async () => {
    const lazy = createLazyApiClient({ apiBase: server.url });
    expect((lazy.cart as unknown as { then?: unknown }).then).toBeUndefined();
    // Awaiting a group must hand back the group itself, not start a call.
    expect(await Promise.resolve(lazy.cart)).toBe(lazy.cart);
    expect(server.requests).toHaveLength(0);
  });
});

describe('createLazyApiClient when its code cannot be loaded', () => {
  afterEach(() => {
    vi.doUnmock('./create-api-client');
    vi.resetModules();
  });

  it('answers the generic exception instead of throwing, and loads again on the next call', async () => {
    vi.resetModules();
    let failLoad = true;
    vi.doMock('./create-api-client', async (importOriginal) => {
      if (failLoad) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createLazyApiClient: createFresh } = await import('./create-lazy-api-client');
    const lazy = createFresh({ apiBase: server.url });

    await expect(lazy.cart.get()).resolves.toEqual({
      ok: false,
      kind: 'exception',
      message: ERROR_MESSAGES.generic,
    });
    expect(server.requests).toHaveLength(0);

    failLoad = false;
    vi.resetModules();
    await expect(lazy.cart.get()).resolves.toMatchObject({ ok: true, status: 200 });
    expect(server.requests).toHaveLength(1);
  });
});
