import { createApiClient, type Facet } from '@storefront/api-client';
import { parseFilterUrl } from '@storefront/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { type ListingTestServer, startListingTestServer, type TestAnswer } from '../test/listing-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import {
  applyFilterChange,
  facetValueToggled,
  filtersCleared,
  initialListingState,
  inStockChanged,
  listingOpened,
  loadListing,
  selectHasMore,
  selectNothingFound,
} from './listing-slice';
import { summariseProductCard } from './product-card-summary';

const TOTAL = 60;
const facets: Facet[] = [
  {
    key: 'Color',
    name: 'Colour',
    terms: [
      { key: 'red', userFriendlyName: 'Red', count: 20, selected: false },
      { key: 'blue', userFriendlyName: 'Blue', count: 40, selected: false },
    ],
    ranges: null,
  },
];
const sorters = [
  { key: 'sortOrderLatest', value: 'Latest', selected: true },
  { key: 'priceAsc', value: 'Price, low to high', selected: false },
];

/** The category endpoint over a catalogue of 60 numbered products, facets only when asked for. */
function catalogue(url: URL): TestAnswer {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const take = Number(url.searchParams.get('take') ?? 24);
  const result = Array.from({ length: Math.max(0, Math.min(take, TOTAL - skip)) }, (_, i) =>
    makeProductCard(skip + i + 1),
  );
  const withFacets = url.searchParams.get('includeFacets') !== 'false';
  return {
    status: 200,
    body: {
      isSuccess: true,
      data: { result, facets: withFacets ? facets : [], numberOfHits: TOTAL, sorters },
    },
  };
}

let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer(catalogue);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.answer(catalogue);
  server.requests.length = 0;
});

function setup(address = '') {
  const store = makeStore({ api: createApiClient({ apiBase: server.apiBase }) });
  store.dispatch(
    listingOpened({ source: { kind: 'category', categoryId: 'c1' }, filters: parseFilterUrl(address) }),
  );
  return store;
}
const codes = (store: ReturnType<typeof setup>) => store.getState().listing.products.map((p) => p.code);

describe('listing slice', () => {
  describe('given a category opened from its address', () => {
    it('loads the first batch with facets, the default sorter and the address filters', async () => {
      const store = setup('Color=red&utm_source=mail');
      const pending = store.dispatch(loadListing({ append: false }));
      expect(store.getState().listing.loading).toBe(true);
      await pending;
      const { listing } = store.getState();
      expect(listing.loading).toBe(false);
      expect(listing.products).toHaveLength(24);
      expect(listing.numberOfHits).toBe(TOTAL);
      expect(listing.facets).toEqual(facets);
      const query = server.requests[0]!.searchParams;
      expect(server.requests[0]!.pathname).toBe('/api/categories/c1/products');
      expect(query.get('filter::Color')).toBe('red');
      expect(query.get('sortOrder')).toBe('sortOrderLatest');
      expect(query.get('includeFacets')).toBe('true');
      expect(query.has('utm_source')).toBe(false);
    });

    it("holds each card as its summary, without the variations' images (the state goes into the page)", async () => {
      const picture = (name: string) => ({
        src: `/img/${name}.svg`,
        alt: name,
        title: name,
        width: 8,
        height: 6,
      });
      const card = makeProductCard(1, {
        numberOfVariants: 1,
        variations: [
          {
            code: 'P-0001-RED',
            productCode: 'P-0001',
            name: 'Oslo chair 1, red',
            color: { key: 'red', name: 'Red' },
            images: [picture('front'), picture('angle')],
            thumbnail: picture('thumb'),
            price: null,
            stock: {
              inStock: true,
              stockQuantity: 3,
              salesStartFormatted: null,
              stockAvailableAtVendor: false,
            },
            inStock: true,
            maxQuantity: 5,
            isBuyable: true,
            isGift: false,
            promotion: null,
          },
        ],
      });
      server.answer(() => ({
        status: 200,
        body: { isSuccess: true, data: { result: [card], facets, numberOfHits: 1, sorters } },
      }));
      const store = setup();
      await store.dispatch(loadListing({ append: false }));
      const [held] = store.getState().listing.products;
      expect(held).toEqual(summariseProductCard(card));
      expect(held?.variations[0]).toMatchObject({ code: 'P-0001-RED', stock: { stockQuantity: 3 } });
      expect(JSON.stringify(held)).not.toContain('front.svg');
    });

    it('appends the next batch after the held results and keeps facets when the answer has none', async () => {
      const store = setup();
      await store.dispatch(loadListing({ append: false }));
      await store.dispatch(loadListing({ append: true }));
      const all = codes(store);
      expect(all).toHaveLength(48);
      expect(new Set(all).size).toBe(48);
      expect(all[24]).toBe('P-0025');
      expect(server.requests[1]!.searchParams.get('skip')).toBe('24');
      expect(server.requests[1]!.searchParams.get('includeFacets')).toBe('false');
      expect(store.getState().listing.facets).toEqual(facets);
      await store.dispatch(loadListing({ append: true }));
      expect(codes(store)).toHaveLength(TOTAL);
      expect(selectHasMore(store.getState())).toBe(false);
    });

    it('drops a product the next batch repeats, so the grid never shows it twice', async () => {
      const store = setup();
      await store.dispatch(loadListing({ append: false }));
      server.answer((url) => {
        const answer = catalogue(url);
        const body = answer.body as { data: { result: unknown[] } };
        body.data.result.unshift(makeProductCard(24));
        return answer;
      });
      await store.dispatch(loadListing({ append: true }));
      expect(codes(store)).toHaveLength(48);
      expect(new Set(codes(store)).size).toBe(48);
    });

    it('starts with the page size of the page and takes what the address asked for on the first load', async () => {
      const store = makeStore({ api: createApiClient({ apiBase: server.apiBase }) });
      store.dispatch(
        listingOpened({
          source: { kind: 'category', categoryId: 'c1' },
          filters: parseFilterUrl('take=36'),
          pageSize: 12,
        }),
      );
      await store.dispatch(loadListing({ append: false }));
      expect(codes(store)).toHaveLength(36);
      await store.dispatch(loadListing({ append: true }));
      expect(server.requests[1]!.searchParams.get('take')).toBe('12');
      expect(codes(store)).toHaveLength(48);
    });
  });

  describe('given an answer without hits', () => {
    const noHits = (): TestAnswer => ({
      status: 200,
      body: {
        isSuccess: true,
        data: {
          result: [],
          // What the API answers for a search without hits: facets whose terms count 0.
          facets: [
            {
              key: 'Active',
              name: 'Active',
              terms: [{ key: 'True', userFriendlyName: 'In range', count: 0, selected: true }],
              ranges: null,
            },
          ],
          numberOfHits: 0,
          sorters,
        },
      },
    });

    it('finds nothing once loaded when the shopper chose no filters (the default Active=True is none)', async () => {
      server.answer(noHits);
      const store = setup('Active=True');
      expect(selectNothingFound(store.getState())).toBe(false);
      const pending = store.dispatch(loadListing({ append: false }));
      expect(selectNothingFound(store.getState())).toBe(false);
      await pending;
      expect(selectNothingFound(store.getState())).toBe(true);
    });

    it('keeps the filters to undo when the shopper chose some', async () => {
      server.answer(noHits);
      const store = setup('Color=red');
      await store.dispatch(loadListing({ append: false }));
      expect(selectNothingFound(store.getState())).toBe(false);
    });

    it('is not empty with hits', async () => {
      const store = setup();
      await store.dispatch(loadListing({ append: false }));
      expect(selectNothingFound(store.getState())).toBe(false);
    });
  });

  describe('given a load fails', () => {
    it('resets the list to empty when the first batch fails', async () => {
      const store = setup();
      await store.dispatch(loadListing({ append: false }));
      server.answer(() => ({ status: 500, body: { error: 'INTERNAL', message: 'boom' } }));
      await store.dispatch(applyFilterChange(facetValueToggled({ key: 'Color', value: 'red' })));
      await waitForIdle(store);
      const { listing } = store.getState();
      expect(listing.products).toEqual([]);
      expect(listing.numberOfHits).toBe(0);
      expect(listing.loading).toBe(false);
      expect(listing.filters.facets).toEqual({ Color: ['red'] });
    });

    it('keeps what is shown when a later batch fails', async () => {
      const store = setup();
      await store.dispatch(loadListing({ append: false }));
      const before = store.getState().listing;
      server.answer(() => ({ status: 503, body: { error: 'UNAVAILABLE', message: 'later' } }));
      await store.dispatch(loadListing({ append: true }));
      const after = store.getState().listing;
      expect(after.products).toBe(before.products);
      expect(after.facets).toBe(before.facets);
      expect(after.numberOfHits).toBe(TOTAL);
      expect(after.loading).toBe(false);
    });
  });

  describe('given the filters change', () => {
    it('drops the answer of an older request that arrives last', async () => {
      const store = setup();
      server.answer((url) => ({ ...catalogue(url), delayMs: 150 }));
      const slow = store.dispatch(loadListing({ append: false }));
      server.answer((url) => {
        const answer = catalogue(url);
        (answer.body as { data: { numberOfHits: number } }).data.numberOfHits = 20;
        return answer;
      });
      store.dispatch(applyFilterChange(facetValueToggled({ key: 'Color', value: 'red' })));
      await slow;
      await waitForIdle(store);
      expect(store.getState().listing.numberOfHits).toBe(20);
    });

    it('a tick on a list from the server replaces only the filters, leaving its cards and facets as they came', () => {
      // As the page's hydration gives it: plain data from the server, not frozen by a reducer.
      const products = [makeProductCard(1), makeProductCard(2)];
      const store = makeStore({
        api: createApiClient({ apiBase: server.apiBase }),
        preloadedState: {
          listing: {
            ...initialListingState,
            source: { kind: 'category', categoryId: 'c1' },
            filters: parseFilterUrl('inStock=true'),
            products,
            facets,
            numberOfHits: 2,
            loaded: true,
          },
        },
      });
      store.dispatch(facetValueToggled({ key: 'Color', value: 'red' }));
      const { listing } = store.getState();
      expect(listing.filters.facets).toMatchObject({ Color: ['red'] });
      expect(listing.filters.inStock).toBe(true);
      // The same objects, not walked: Immer would have frozen every card on its way (a cost in the click).
      expect(listing.products).toBe(products);
      expect(listing.facets).toBe(facets);
      expect(Object.isFrozen(products[0])).toBe(false);
      store.dispatch(facetValueToggled({ key: 'Color', value: 'red' }));
      expect(store.getState().listing.filters.facets).not.toHaveProperty('Color');
      store.dispatch(inStockChanged(false));
      expect(store.getState().listing.filters.inStock).toBe(false);
      expect(store.getState().listing.loaded).toBe(true);
    });

    it('clear keeps tracking parameters, resets Active to True and turns in-stock off', () => {
      const store = setup('Color=red&inStock=true&Active=False&utm_source=mail');
      store.dispatch(filtersCleared());
      const { filters } = store.getState().listing;
      expect(filters.facets).toEqual({ Active: ['True'] });
      expect(filters.inStock).toBe(false);
      expect(filters.tracking).toEqual([['utm_source', 'mail']]);
    });

    it('resets facets, selected model and sorter when another category opens', async () => {
      const store = setup('Color=red&sortOrder=priceAsc&selectedModel=m1');
      await store.dispatch(loadListing({ append: false }));
      expect(store.getState().listing.facets).toHaveLength(1);
      store.dispatch(
        listingOpened({ source: { kind: 'category', categoryId: 'c2' }, filters: parseFilterUrl('') }),
      );
      const { listing } = store.getState();
      expect(listing.facets).toEqual([]);
      expect(listing.products).toEqual([]);
      expect(listing.filters.selectedModel).toBeUndefined();
      expect(listing.filters.sortOrder).toBeUndefined();
      await store.dispatch(loadListing({ append: false }));
      const query = server.requests.at(-1)!.searchParams;
      expect(server.requests.at(-1)!.pathname).toBe('/api/categories/c2/products');
      expect(query.get('sortOrder')).toBe('sortOrderLatest');
      expect(query.has('selectedModel')).toBe(false);
    });
  });
});

async function waitForIdle(store: ReturnType<typeof setup>) {
  for (let i = 0; i < 100 && store.getState().listing.loading; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
