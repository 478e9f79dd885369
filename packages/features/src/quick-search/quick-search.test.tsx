import { createApiClient } from '@storefront/api-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ListingTestServer, startListingTestServer, type TestAnswer } from '../test/listing-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { preloadQuickSearch } from './load-quick-search';
import { QuickSearch } from './quick-search';

function answer(url: URL): TestAnswer {
  const query = url.searchParams.get('query') ?? '';
  if (url.pathname.endsWith('/suggestions')) {
    return { status: 200, body: query.startsWith('recl') ? ['recliner chair', 'recliner sofa'] : [] };
  }
  if (query === 'zzz') {
    return {
      status: 200,
      body: { productHits: 0, categoryHits: 0, contentHits: 0, products: [], categories: [], content: [] },
    };
  }
  return {
    status: 200,
    body: {
      productHits: 9,
      categoryHits: 1,
      contentHits: 0,
      products: Array.from({ length: 9 }, (_, i) =>
        makeProductCard(i + 1, { name: `Recliner ${i + 1}`, url: `/en/p/recliner-${i + 1}/` }),
      ),
      categories: [{ heading: 'Recliners', link: { url: '/en/c/recliners/' } }],
      content: [],
    },
  };
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer(answer);
  // As in the shop once the box has had focus: the dropdown and the search thunks are in (their lazy
  // loading has its own test, quick-search-lazy.test.tsx).
  await preloadQuickSearch();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  renderWithProviders(
    <>
      <QuickSearch searchPagePath="/en/search" />
      <Location />
    </>,
    { api: createApiClient({ apiBase: server.apiBase }) },
  );
  return screen.getByRole('combobox', { name: 'Search' });
}
/** The queries of the quick searches the server received (suggestions are asked for apart). */
const quickSearches = () =>
  server.requests
    .filter((url) => url.pathname.endsWith('/quick-search'))
    .map((url) => url.searchParams.get('query'));
const type = (box: HTMLElement, value: string) => fireEvent.change(box, { target: { value } });
/** Ids that aria-controls names but the document does not hold (APG combobox: it must name the popup). */
const missingControlled = () =>
  Array.from(document.querySelectorAll('[aria-controls]'))
    .flatMap((element) => element.getAttribute('aria-controls')?.split(/\s+/) ?? [])
    .filter((id) => document.getElementById(id) === null);

describe('QuickSearch', () => {
  describe('given the shopper types', () => {
    it('opens above 2 characters and searches only after a 500 ms pause', async () => {
      const box = setup();
      type(box, 're');
      expect(box).toHaveAttribute('aria-expanded', 'false');
      type(box, 'rec');
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(server.requests).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
      expect(quickSearches()).toEqual(['rec']);
      // 3 products because a category also hit, then the category.
      expect(screen.getAllByRole('option').map((o) => o.getAttribute('data-group'))).toEqual([
        'products',
        'products',
        'products',
        'categories',
      ]);
    });

    it('names with aria-controls only a listbox that is in the document, closed and open', async () => {
      const box = setup();
      expect(box).not.toHaveAttribute('aria-controls');
      expect(missingControlled()).toEqual([]);
      type(box, 'rec');
      expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toHaveAttribute(
        'role',
        'listbox',
      );
      expect(missingControlled()).toEqual([]);
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(box).toHaveAttribute('aria-expanded', 'false');
      expect(box).not.toHaveAttribute('aria-controls');
      expect(missingControlled()).toEqual([]);
    });

    it("says 'no results' when nothing hits", async () => {
      const box = setup();
      type(box, 'zzz');
      await act(() => vi.advanceTimersByTimeAsync(500));
      await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results for "zzz"'));
    });
  });

  describe('given hits are shown', () => {
    async function withHits() {
      const box = setup();
      type(box, 'recliner');
      await act(() => vi.advanceTimersByTimeAsync(500));
      // 2 suggestions, 3 products, 1 category.
      await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
      return box;
    }

    it('shows the suggestions first, as options of the combobox', async () => {
      await withHits();
      const options = screen.getAllByRole('option');
      expect(options.map((o) => o.getAttribute('data-group'))).toEqual([
        'suggestions',
        'suggestions',
        'products',
        'products',
        'products',
        'categories',
      ]);
      expect(options[0]).toHaveTextContent('recliner chair');
      expect(options[1]).toHaveTextContent('recliner sofa');
    });

    it('ArrowDown and ArrowUp move with wrap-around and Enter opens the highlighted hit', async () => {
      const box = await withHits();
      fireEvent.keyDown(box, { key: 'ArrowUp' });
      const options = screen.getAllByRole('option');
      expect(options[5]).toHaveAttribute('aria-selected', 'true');
      expect(box).toHaveAttribute('aria-activedescendant', options[5]!.id);
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(screen.getByTestId('location')).toHaveTextContent('/en/p/recliner-2/');
      expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    it('the arrow keys reach a suggestion, and Enter runs its search on the search page', async () => {
      const box = await withHits();
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      fireEvent.keyDown(box, { key: 'ArrowDown' });
      const suggestion = screen.getAllByRole('option')[1]!;
      expect(suggestion).toHaveAttribute('aria-selected', 'true');
      expect(box).toHaveAttribute('aria-activedescendant', suggestion.id);
      fireEvent.keyDown(box, { key: 'Enter' });
      expect(screen.getByTestId('location')).toHaveTextContent('/en/search?query=recliner%20sofa');
      expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    it('asks for suggestions only after the 500 ms pause, with the text typed', async () => {
      const box = setup();
      type(box, 'recl');
      await act(() => vi.advanceTimersByTimeAsync(499));
      expect(server.requests).toHaveLength(0);
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(6));
      const suggestionQueries = server.requests
        .filter((url) => url.pathname.endsWith('/suggestions'))
        .map((url) => url.searchParams.get('query'));
      expect(suggestionQueries).toEqual(['recl']);
      expect(box).toHaveAttribute('aria-expanded', 'true');
    });

    it('Escape closes the dropdown', async () => {
      const box = await withHits();
      fireEvent.keyDown(box, { key: 'Escape' });
      expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    it('a click outside closes the dropdown', async () => {
      const box = await withHits();
      fireEvent.pointerDown(document.body);
      expect(box).toHaveAttribute('aria-expanded', 'false');
    });

    it('submitting goes to the search page at once and closes the dropdown 400 ms later', async () => {
      const box = await withHits();
      fireEvent.submit(box.closest('form')!);
      expect(screen.getByTestId('location')).toHaveTextContent('/en/search?query=recliner');
      await act(() => vi.advanceTimersByTimeAsync(399));
      expect(box).toHaveAttribute('aria-expanded', 'true');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(box).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
