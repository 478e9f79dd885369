import { createApiClient } from '@storefront/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { pageFixture, settingsFixture } from '../test/shell-fixtures';
import { startTestApi, type TestRoutes } from '../test/test-api-server';
import { loadPage, selectCurrentPage, selectPageState } from './page-slice';

const about = pageFixture({ pageType: 'StandardPage' });
const notFound = pageFixture({
  pageType: 'NotFoundPage',
  pageId: '404',
  url: '/en/not-found',
  pageTitle: 'Not found',
});
const errorPage = pageFixture({ pageType: 'ErrorPage', pageId: '500', url: '/en/error', pageTitle: 'Error' });

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** A store whose API client talks to a real local server answering page requests by Context-Url. */
async function storeFor(
  pages: Record<string, { status: number; body: unknown; headers?: Record<string, string> }>,
) {
  const routes: TestRoutes = {
    'GET /api/content/page': (request) => {
      const path = new URL(String(request.headers['context-url'])).pathname;
      return pages[path] ?? { status: 404, body: { error: 'NOT_FOUND', message: 'No page' } };
    },
  };
  const server = await startTestApi(routes);
  close = server.close;
  const api = createApiClient({ apiBase: server.url, language: 'en' });
  return makeStore({ api, preloadedState: { settings: { data: settingsFixture, status: 'succeeded' } } });
}

describe('page slice', () => {
  it('starts loading with no page', async () => {
    const store = await storeFor({});
    expect(selectPageState(store.getState())).toEqual({
      status: 'loading',
      current: null,
      httpStatus: 200,
      showErrorPage: false,
    });
  });

  it('replaces the page when a load succeeds', async () => {
    const store = await storeFor({ '/en/about': { status: 200, body: about } });
    const result = await store.dispatch(loadPage('http://shop.test/en/about'));
    expect(result.payload).toEqual({ kind: 'page', page: about, httpStatus: 200 });
    expect(selectCurrentPage(store.getState())).toEqual(about);
    expect(store.getState().page.status).toBe('succeeded');
  });

  it('reports a moved address as a redirect and keeps the page', async () => {
    const store = await storeFor({
      '/en/about': { status: 200, body: about },
      '/en/old': {
        status: 301,
        body: { redirectUrl: '/en/about', permanent: true },
        headers: { location: '/en/about' },
      },
    });
    await store.dispatch(loadPage('http://shop.test/en/about'));
    const result = await store.dispatch(loadPage('http://shop.test/en/old'));
    expect(result.payload).toMatchObject({
      kind: 'redirect',
      redirectUrl: '/en/about',
      permanent: true,
      httpStatus: 301,
    });
    expect(selectCurrentPage(store.getState())).toEqual(about);
  });

  it('loads the configured not-found page with status 404 and stores the failure', async () => {
    const store = await storeFor({ '/en/not-found': { status: 200, body: notFound } });
    await store.dispatch(loadPage('http://shop.test/en/nothing-here'));
    expect(selectPageState(store.getState())).toMatchObject({ current: notFound, httpStatus: 404 });
    expect(store.getState().errors.application).toEqual({
      status: 404,
      data: { error: 'NOT_FOUND', message: 'No page' },
    });
  });

  it('loads the configured error page with status 500 on other failures', async () => {
    const store = await storeFor({
      '/en/broken': { status: 500, body: { error: 'INTERNAL', message: 'boom' } },
      '/en/error': { status: 200, body: errorPage },
    });
    await store.dispatch(loadPage('http://shop.test/en/broken'));
    expect(selectPageState(store.getState())).toMatchObject({ current: errorPage, httpStatus: 500 });
  });

  it('stores status and message of an exception (an unhandled status)', async () => {
    const store = await storeFor({
      '/en/busy': { status: 503, body: { error: 'UNAVAILABLE', message: 'busy' } },
      '/en/error': { status: 200, body: errorPage },
    });
    await store.dispatch(loadPage('http://shop.test/en/busy'));
    expect(store.getState().errors.application).toEqual({
      status: 503,
      message: 'An unexpected status code was received: 503',
    });
  });

  it('keeps the old page when a load is rejected, and shows the error page only with no page held', async () => {
    const store = await storeFor({ '/en/about': { status: 200, body: about } });
    await store.dispatch(loadPage('http://shop.test/en/missing-without-fallback'));
    // The fixture server has no /en/not-found page either, so the load is rejected with no page held.
    expect(selectPageState(store.getState())).toMatchObject({
      status: 'failed',
      showErrorPage: true,
      httpStatus: 404,
    });

    await store.dispatch(loadPage('http://shop.test/en/about'));
    await store.dispatch(loadPage('http://shop.test/en/missing-again'));
    expect(selectPageState(store.getState())).toMatchObject({
      status: 'failed',
      current: about,
      showErrorPage: false,
    });
  });
});
