import { createApiClient } from '@storefront/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { selectApplicationError } from '../errors';
import { makeStore } from '../store/make-store';
import { selectStaticPageUrl } from '../store/select-static-page-url';
import { settingsFixture } from '../test/shell-fixtures';
import { startTestApi, type TestRoutes } from '../test/test-api-server';
import { fetchGlobalSettings, selectGlobalSettings } from './settings-slice';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function storeWith(routes: TestRoutes) {
  const server = await startTestApi(routes);
  close = server.close;
  return { store: makeStore({ api: createApiClient({ apiBase: server.url, language: 'en' }) }), server };
}

describe('settings slice', () => {
  it('holds global settings and finds static pages by type', async () => {
    const { store, server } = await storeWith({
      'GET /api/site/global-settings': () => ({ status: 200, body: settingsFixture }),
    });
    await store.dispatch(fetchGlobalSettings());
    expect(selectGlobalSettings(store.getState())).toEqual(settingsFixture);
    expect(selectStaticPageUrl(store.getState(), 'CartPage')).toBe('/en/cart-page');
    expect(server.requests[0]?.headers['content-language']).toBe('en');
  });

  it("sets the application error 'Failed to fetch global settings' when they fail", async () => {
    const { store } = await storeWith({
      'GET /api/site/global-settings': () => ({ status: 500, body: { error: 'INTERNAL', message: 'down' } }),
    });
    await store.dispatch(fetchGlobalSettings());
    expect(store.getState().settings.status).toBe('failed');
    expect(selectApplicationError(store.getState())).toEqual({
      status: 500,
      message: 'Failed to fetch global settings',
    });
  });
});
