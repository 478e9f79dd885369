import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createApiClient } from '@storefront/api-client';
import { StorefrontThemeProvider } from '@storefront/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { facetsFixture, sortersFixture } from '../test/listing-fixtures';
import { type ListingTestServer, startListingTestServer, type TestAnswer } from '../test/listing-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import { ListingView } from './listing-view';

// use-listing.ts pushes a filter change's history entry itself, in the click, with the state React Router's
// browser history writes (`{ usr, key, idx }`), and lets the router replace it after the paint. The router then
// has to take that entry for one of its own: its key, its index for Back and Forward. That is internal to React
// Router (no option of `navigate` pushes the entry now and renders later), so these tests drive the real browser
// router on jsdom's window.history and fail loudly on an upgrade that changes the shape; the first one reads the
// installed React Router's own code, like apps/web's scripts-after-paint.react-router-shape test.

const require = createRequire(import.meta.url);
const packageDir = dirname(require.resolve('react-router/package.json'));
const version = (JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string })
  .version;
const distDir = join(packageDir, 'dist', 'development');
/** The build file of React Router that holds its browser history (`getHistoryState`). */
const historySource = readdirSync(distDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => readFileSync(join(distDir, file), 'utf8'))
  .find((source) => source.includes('function getHistoryState('));

const upgradeHint = `React Router ${version} keeps its browser history state differently from 7.18: check pushEntry in packages/features/src/listing/use-listing.ts (the state it pushes) before upgrading`;

const start = '/en/assortment/furniture/arm-chairs/?utm_source=mail';

function catalogue(url: URL): TestAnswer {
  const colour = url.searchParams.get('filter::Color');
  const total = colour ? 5 : 30;
  const take = Number(url.searchParams.get('take') ?? 24);
  const result = Array.from({ length: Math.min(take, total) }, (_, i) =>
    makeProductCard(i + 1, colour ? { name: `Coloured ${i + 1}` } : {}),
  );
  return {
    status: 200,
    body: {
      isSuccess: true,
      data: { result, facets: facetsFixture, numberOfHits: total, sorters: sortersFixture },
    },
  };
}

/** What the router shows: its location's key and search. */
function Probe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-key={location.key}>
      {location.search}
    </div>
  );
}

let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer(catalogue);
});
afterAll(async () => {
  await server.close();
});
let disposeRouter: (() => void) | undefined;
beforeEach(() => {
  // Each test starts on a fresh entry outside the listing; the router then navigates to the listing itself, so
  // the entry before the tick is one of the router's own.
  window.history.pushState(null, '', '/en');
});
afterEach(() => {
  disposeRouter?.();
  disposeRouter = undefined;
});

async function setup() {
  const store = makeStore({ api: createApiClient({ apiBase: server.apiBase }) });
  const router = createBrowserRouter([
    {
      path: '/en/assortment/*',
      element: (
        <>
          <ListingView source={{ kind: 'category', categoryId: 'c1' }} pageSize={12} listName="Arm chairs" />
          <Probe />
        </>
      ),
    },
    { path: '*', element: <Probe /> },
  ]);
  disposeRouter = () => router.dispose();
  render(
    <Provider store={store}>
      <StorefrontThemeProvider initialTheme="light" persist={false}>
        <RouterProvider router={router} />
      </StorefrontThemeProvider>
    </Provider>,
  );
  await act(() => router.navigate(start));
  await screen.findAllByTestId('product-card', {}, { timeout: 15_000 });
  return { store, router };
}

const probe = () => screen.getByTestId('location');
const blackBox = () =>
  within(screen.getAllByRole('region', { name: 'Filters', hidden: true })[0]!).getByRole('checkbox', {
    name: /Black/,
    hidden: true,
  });
const historyState = () => window.history.state as { key?: unknown; idx?: unknown; usr?: unknown };

describe(`React Router ${version}: the history entry a filter change pushes itself`, () => {
  it('copies the state shape of the installed React Router browser history', () => {
    expect(version, upgradeHint).toMatch(/^7\./);
    expect(historySource, upgradeHint).toBeDefined();
    expect(historySource, upgradeHint).toMatch(
      /function getHistoryState\(location, index\) \{\s*return \{\s*usr: location\.state,\s*key: location\.key,\s*idx: index,/,
    );
    // Its index is read from the entry's state and a push is that index + 1, a replace keeps it.
    expect(historySource, upgradeHint).toMatch(
      /let state = globalHistory\.state \|\| \{ idx: null \};\s*return state\.idx;/,
    );
    expect(historySource, upgradeHint).toMatch(/index = getIndex\(\) \+ 1;/);
  });

  it('is the router’s own entry once it takes the address over: same key, next index, Back and Forward restore the filters', async () => {
    const { store, router } = await setup();
    const before = { key: probe().dataset.key, idx: historyState().idx as number };
    expect(before.idx, upgradeHint).toBe(1);
    expect(historyState().key, upgradeHint).toBe(before.key);

    act(() => {
      fireEvent.click(blackBox());
    });
    // The entry is there in the click, one further than the router's, before the router renders the address.
    expect(window.location.search).toContain('Color=black');
    expect(historyState().idx, upgradeHint).toBe(2);
    expect(probe()).toHaveTextContent('?utm_source=mail');
    // The address names the new filters already, so the list says it is busy before its reload starts.
    expect(screen.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');

    // After the paint the router replaces it with its own: its location's key is the entry's, its index kept.
    await waitFor(() => expect(probe()).toHaveTextContent('Color=black'), { timeout: 15_000 });
    const ticked = { key: probe().dataset.key, idx: historyState().idx };
    expect(ticked.key, upgradeHint).not.toBe(before.key);
    expect(historyState().key, upgradeHint).toBe(ticked.key);
    expect(ticked.idx, upgradeHint).toBe(2);
    expect(await screen.findByText('Coloured 1', {}, { timeout: 15_000 })).toBeInTheDocument();

    // The router's own Back: one entry, to the filters before the tick and that entry's key.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(probe()).toHaveTextContent('?utm_source=mail'), { timeout: 15_000 });
    expect(probe().dataset.key, upgradeHint).toBe(before.key);
    expect(historyState().idx, upgradeHint).toBe(1);
    await waitFor(() => expect(blackBox()).not.toBeChecked(), { timeout: 15_000 });
    expect(store.getState().listing.filters.facets).toEqual({});
    expect((await screen.findAllByTestId('product-card', {}, { timeout: 15_000 })).length).toBe(12);

    // Forward returns to the tick's entry and key.
    await act(() => router.navigate(1));
    await waitFor(() => expect(probe()).toHaveTextContent('Color=black'), { timeout: 15_000 });
    expect(probe().dataset.key, upgradeHint).toBe(ticked.key);
    expect(historyState().idx, upgradeHint).toBe(2);
    await waitFor(() => expect(blackBox()).toBeChecked(), { timeout: 15_000 });

    // A push of the router's own counts on from the tick's index, and its Back lands on the tick's entry.
    await act(() => router.navigate('/en/cart'));
    await waitFor(() => expect(window.location.pathname).toBe('/en/cart'));
    expect(historyState().idx, upgradeHint).toBe(3);
    await act(() => router.navigate(-1));
    await waitFor(() => expect(probe()).toHaveTextContent('Color=black'), { timeout: 15_000 });
    expect(probe().dataset.key, upgradeHint).toBe(ticked.key);
    expect(historyState().idx, upgradeHint).toBe(2);
  }, 60_000);

  it('Back right after the tick, before the router has the address, returns to the filters before it', async () => {
    const { store, router } = await setup();
    const before = probe().dataset.key;

    act(() => {
      fireEvent.click(blackBox());
    });
    expect(window.location.search).toContain('Color=black');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(window.location.search).toBe('?utm_source=mail'), { timeout: 15_000 });
    // The waiting navigation was dropped: the router stays on the entry before the tick, and so do the filters.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.location.search).toBe('?utm_source=mail');
    expect(probe()).toHaveTextContent('?utm_source=mail');
    expect(probe().dataset.key, upgradeHint).toBe(before);
    expect(historyState().idx, upgradeHint).toBe(1);
    expect(store.getState().listing.filters.facets).toEqual({});
    await waitFor(() => expect(blackBox()).not.toBeChecked(), { timeout: 15_000 });
  }, 60_000);
});
