import { createApiClient } from '@storefront/api-client';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ListingTestServer, startListingTestServer } from '../test/listing-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { loadedQuickSearchActions, loadedQuickSearchDropdown } from './load-quick-search';
import { QuickSearch } from './quick-search';

// A file of its own: Vitest gives each file fresh modules, so here the dropdown and the search thunks have
// not been loaded yet, as on a first visit.
let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer((url) =>
    url.pathname.endsWith('/suggestions')
      ? { status: 200, body: [] }
      : {
          status: 200,
          body: {
            productHits: 1,
            categoryHits: 0,
            contentHits: 0,
            products: [makeProductCard(1, { name: 'Recliner 1', url: '/en/p/recliner-1/' })],
            categories: [],
            content: [],
          },
        },
  );
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('QuickSearch before its on-demand parts have loaded', () => {
  it('loads the dropdown and the search thunks on first use and still answers the query typed', async () => {
    expect(loadedQuickSearchDropdown()).toBeUndefined();
    expect(loadedQuickSearchActions()).toBeUndefined();
    renderWithProviders(<QuickSearch searchPagePath="/en/search" />, {
      api: createApiClient({ apiBase: server.apiBase }),
    });
    const box = screen.getByRole('combobox', { name: 'Search' });
    // Typed without a focus event first, so nothing was preloaded.
    fireEvent.change(box, { target: { value: 'rec' } });
    // Collapsed until the dropdown's code is in: aria-expanded and aria-controls only speak of a listbox there.
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-controls');
    await vi.waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'), { timeout: 10_000 });
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'role',
      'listbox',
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    // The thunks come through the search feature's entry, which Vitest transforms on this first load.
    await vi.waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1), { timeout: 10_000 });
    expect(screen.getByRole('option')).toHaveTextContent('Recliner 1');
    expect(server.requests.filter((url) => url.pathname.endsWith('/quick-search'))).toHaveLength(1);
    expect(loadedQuickSearchDropdown()).toBeDefined();
    expect(loadedQuickSearchActions()).toBeDefined();
  });
});
