import { createApiClient } from '@storefront/api-client';
import { parseFilterUrl } from '@storefront/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingOpened, loadListing } from '../listing';
import { makeStore } from '../store/make-store';
import { type ListingTestServer, startListingTestServer, type TestAnswer } from '../test/listing-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import { quickSearch, selectQuickSearchLoading } from './search-slice';

const emptySet = { facets: [], sorters: [], numberOfHits: 0, result: [] };

function answer(url: URL): TestAnswer {
  if (url.pathname === '/api/search/quick-search') {
    const query = url.searchParams.get('query') ?? '';
    if (query === 'broken') return { status: 500, body: { error: 'INTERNAL', message: 'down' } };
    return {
      status: 200,
      delayMs: query === 'slow' ? 300 : 0,
      body: {
        productHits: 1,
        categoryHits: 0,
        contentHits: 0,
        products: [makeProductCard(1, { name: `Hit for ${query}` })],
        categories: [],
        content: [],
      },
    };
  }
  if (url.pathname === '/api/search') {
    return {
      status: 200,
      body: {
        productResult: { ...emptySet, numberOfHits: 1, result: [makeProductCard(2)] },
        contentResult: { ...emptySet, numberOfHits: 1, result: [{ name: 'Delivery', url: '/en/delivery' }] },
        categoryResult: {
          ...emptySet,
          numberOfHits: 1,
          result: [{ heading: 'Sofas', link: { url: '/en/assortment/furniture/sofas/' } }],
        },
      },
    };
  }
  return { status: 404, body: { error: 'NOT_FOUND', message: 'no' } };
}

let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer(answer);
});
afterAll(async () => {
  await server.close();
});
const setup = () => makeStore({ api: createApiClient({ apiBase: server.apiBase }) });

describe('search slice', () => {
  it('resets the quick result while a quick search is pending, then holds the answer', async () => {
    const store = setup();
    await store.dispatch(quickSearch('sofa'));
    expect(store.getState().search.quickSearchResult?.products[0]?.name).toBe('Hit for sofa');
    const pending = store.dispatch(quickSearch('chair'));
    expect(store.getState().search.quickSearchResult).toBeNull();
    expect(store.getState().search.status).toBe('loading');
    expect(selectQuickSearchLoading(store.getState())).toBe(true);
    await pending;
    expect(store.getState().search.quickSearchResult?.products[0]?.name).toBe('Hit for chair');
    expect(store.getState().search.status).toBe('succeeded');
    expect(selectQuickSearchLoading(store.getState())).toBe(false);
  });

  it('ignores an aborted quick search', async () => {
    const store = setup();
    const slow = store.dispatch(quickSearch('slow'));
    slow.abort();
    await slow;
    await store.dispatch(quickSearch('table'));
    expect(store.getState().search.quickSearchResult?.products[0]?.name).toBe('Hit for table');
  });

  it('keeps loading while the newest quick search is pending, whatever an older one answers', async () => {
    const store = setup();
    const older = store.dispatch(quickSearch('slow'));
    const newer = store.dispatch(quickSearch('chair'));
    await newer;
    expect(store.getState().search.status).toBe('succeeded');
    expect(store.getState().search.quickSearchResult?.products[0]?.name).toBe('Hit for chair');
    await older;
    // The older answer arrives last and changes nothing.
    expect(store.getState().search.quickSearchResult?.products[0]?.name).toBe('Hit for chair');

    const slow = store.dispatch(quickSearch('slow'));
    const fast = store.dispatch(quickSearch('table'));
    // An older answer that arrives while the newest is pending leaves it loading.
    const third = store.dispatch(quickSearch('slow'));
    await fast;
    expect(store.getState().search.status).toBe('loading');
    expect(store.getState().search.quickSearchResult).toBeNull();
    await Promise.all([slow, third]);
    expect(store.getState().search.status).toBe('succeeded');
  });

  it('reports failure of the quick search', async () => {
    const store = setup();
    await store.dispatch(quickSearch('broken'));
    expect(store.getState().search.status).toBe('failed');
    expect(selectQuickSearchLoading(store.getState())).toBe(false);
    expect(selectQuickSearchLoading({})).toBe(false);
  });

  it('clears the query and quick results when a full search succeeds, and keeps its hits', async () => {
    const store = setup();
    await store.dispatch(quickSearch('sofa'));
    store.dispatch(listingOpened({ source: { kind: 'search' }, filters: parseFilterUrl('query=sofa') }));
    await store.dispatch(loadListing({ append: false }));
    const { search, listing } = store.getState();
    expect(search.query).toBe('');
    expect(search.quickSearchResult).toBeNull();
    expect(search.status).toBe('idle');
    expect(search.searchResult?.content).toEqual([{ name: 'Delivery', url: '/en/delivery' }]);
    expect(search.searchResult?.categories[0]?.heading).toBe('Sofas');
    expect(listing.products.map((p) => p.code)).toEqual(['P-0002']);
    expect(server.requests.at(-1)?.searchParams.get('query')).toBe('sofa');
  });
});
