import { createApiClient, type FetchLike, type QuickSearchResult } from '@storefront/api-client';
import { type ReactNode, useMemo } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '../store/make-store';
import type { RootState } from '../store/root-reducer';
import { makeProductCard } from './product-card-fixtures';
import { storyState } from './story-providers';

// Stories of the quick search type into a real combobox, so its thunks really dispatch; the search API they
// reach is this small fixture catalogue answered in the browser (a story has no API server to call).

/** The fixture catalogue: recliners and sofas, so "recl" finds hits and "xyzzy" finds none. */
const PRODUCTS = [
  ...Array.from({ length: 4 }, (_, i) => makeProductCard(i + 1, { name: `Recliner ${i + 1}` })),
  ...Array.from({ length: 2 }, (_, i) => makeProductCard(i + 5, { name: `Sofa ${i + 1}` })),
];
const CATEGORIES = [
  { heading: 'Recliners', link: { url: '/en/assortment/furniture/arm-chairs/recliners/' } },
  { heading: 'Sofas', link: { url: '/en/assortment/furniture/sofas/' } },
];
const CONTENT = [{ name: 'How to choose a recliner', url: '/en/inspiration/recliners' }];

/** The quick search answer for a query: everything whose name contains it (case-insensitive). */
export function fixtureQuickSearch(query: string): QuickSearchResult {
  const q = query.trim().toLowerCase();
  const products = PRODUCTS.filter((p) => p.name.toLowerCase().includes(q));
  const categories = CATEGORIES.filter((c) => c.heading.toLowerCase().includes(q));
  const content = CONTENT.filter((c) => c.name.toLowerCase().includes(q));
  return {
    productHits: products.length,
    categoryHits: categories.length,
    contentHits: content.length,
    products,
    categories,
    content,
  };
}

/** Completed queries for a text: two for a text with hits, none otherwise. */
export function fixtureSuggestions(query: string): string[] {
  const q = query.trim().toLowerCase();
  return fixtureQuickSearch(q).productHits > 0 ? [`${q} chair`, `${q} sofa`] : [];
}

/** How the fixture search API answers. */
export type SearchStoryApi = 'answers' | 'pending';

/**
 * A fetch for the API client that answers the quick search and suggestions from the fixture catalogue, or
 * (`pending`) never answers until aborted, so the loading state stays on screen. Other calls get a 404.
 */
export function searchStoryFetch(mode: SearchStoryApi): FetchLike {
  return (input, init) => {
    const url = new URL(input, 'http://storybook.invalid');
    const query = url.searchParams.get('query') ?? '';
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const searchCall =
      url.pathname.endsWith('/api/search/quick-search') || url.pathname.endsWith('/api/search/suggestions');
    if (!searchCall) return Promise.resolve(new Response(null, { status: 404 }));
    if (mode === 'pending') {
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), {
          once: true,
        });
      });
    }
    return Promise.resolve(
      json(url.pathname.endsWith('/suggestions') ? fixtureSuggestions(query) : fixtureQuickSearch(query)),
    );
  };
}

/**
 * Store and router around a quick search story, with the API client answering from the fixture catalogue
 * (see {@link searchStoryFetch}); the rest of the state is the usual story fixture of a small English site.
 */
export function SearchStoryProviders({
  children,
  api = 'answers',
  state,
  route = '/en',
}: {
  children: ReactNode;
  api?: SearchStoryApi;
  state?: Partial<RootState>;
  route?: string;
}) {
  const store = useMemo(
    () =>
      makeStore({
        api: createApiClient({ apiBase: '', language: 'en', fetch: searchStoryFetch(api) }),
        preloadedState: state ?? storyState(),
      }),
    [api, state],
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
}
