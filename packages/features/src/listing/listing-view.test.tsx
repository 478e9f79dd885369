import { createApiClient } from '@storefront/api-client';
import { parseFilterUrl } from '@storefront/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { testCustomer } from '../test/account-fixtures';
import { facetsFixture, sortersFixture } from '../test/listing-fixtures';
import { type ListingTestServer, startListingTestServer, type TestAnswer } from '../test/listing-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { listingOpened, loadListing } from './listing-slice';
import { listingStateReceived } from './listing-state-received';
import { ListingView } from './listing-view';

function catalogue(url: URL): TestAnswer {
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const take = Number(url.searchParams.get('take') ?? 24);
  const colour = url.searchParams.get('filter::Color');
  const total = colour ? 5 : 30;
  const result = Array.from({ length: Math.max(0, Math.min(take, total - skip)) }, (_, i) =>
    makeProductCard(skip + i + 1, colour ? { name: `Coloured ${skip + i + 1}` } : {}),
  );
  const facets = url.searchParams.get('includeFacets') === 'false' ? [] : facetsFixture;
  return {
    status: 200,
    body: { isSuccess: true, data: { result, facets, numberOfHits: total, sorters: sortersFixture } },
  };
}

function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.search}</div>;
}

let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer(catalogue);
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  window.dataLayer = undefined;
});

// jsdom has no media queries, so the wide-screen sidebar counts as hidden: queries include hidden elements.
function setup(route = '/en/assortment/furniture/arm-chairs/?utm_source=mail') {
  return renderWithProviders(
    <>
      <ListingView source={{ kind: 'category', categoryId: 'c1' }} pageSize={12} listName="Arm chairs" />
      <Location />
    </>,
    { api: createApiClient({ apiBase: server.apiBase }), route },
  );
}

describe('ListingView', () => {
  it('shows the first batch a route loader sent with a client-side navigation, without fetching it again', async () => {
    // What the server does for the address (prepareListingPage): open the list and load its first batch.
    const api = createApiClient({ apiBase: server.apiBase });
    const loader = makeStore({ api });
    const route = '/en/assortment/furniture/arm-chairs/?Color=red';
    loader.dispatch(
      listingOpened({
        source: { kind: 'category', categoryId: 'c1' },
        filters: parseFilterUrl('?Color=red'),
        pageSize: 12,
      }),
    );
    await loader.dispatch(loadListing({ append: false }));
    expect(server.requests).toHaveLength(1);

    // The client's store receives it with the navigation, then the page renders for that address.
    const client = makeStore({ api });
    client.dispatch(listingStateReceived({ listing: loader.getState().listing }));
    renderWithProviders(
      <ListingView source={{ kind: 'category', categoryId: 'c1' }} pageSize={12} listName="Arm chairs" />,
      { api, store: client, route },
    );
    expect(screen.getAllByTestId('product-card')).toHaveLength(5);
    expect(screen.getAllByTestId('product-card')[0]).toHaveTextContent('Coloured 1');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests).toHaveLength(1);
  });

  it('loads the first batch from the address and reports view_item_list', async () => {
    setup();
    expect(await screen.findAllByTestId('product-card', {}, { timeout: 15_000 })).toHaveLength(12);
    expect(screen.getByTestId('listing-hits')).toHaveTextContent('30 products');
    expect(server.requests[0]?.searchParams.get('take')).toBe('12');
    expect(window.dataLayer).toEqual([
      expect.objectContaining({
        event: 'view_item_list',
        ecommerce: expect.objectContaining({
          item_list_name: 'Arm chairs',
          items: expect.arrayContaining([
            expect.objectContaining({ item_id: 'P-0001', item_category: 'Furniture' }),
          ]),
        }),
      }),
    ]);
  });

  it('reports view_item_list items with prices to a signed-in customer only (spec §6)', async () => {
    const itemPrices = () =>
      (window.dataLayer ?? []).flatMap((entry) =>
        ((entry.ecommerce as { items?: Array<{ price?: number }> } | undefined)?.items ?? []).map(
          (item) => item.price,
        ),
      );
    // Even if an answer held prices, an anonymous visitor's events carry none.
    const anonymous = setup();
    await screen.findAllByTestId('product-card', {}, { timeout: 15_000 });
    expect(itemPrices()).toHaveLength(12);
    expect(itemPrices().every((price) => price === undefined)).toBe(true);
    anonymous.unmount();

    window.dataLayer = undefined;
    renderWithProviders(
      <ListingView source={{ kind: 'category', categoryId: 'c1' }} pageSize={12} listName="Arm chairs" />,
      {
        api: createApiClient({ apiBase: server.apiBase }),
        route: '/en/assortment/furniture/arm-chairs/',
        preloadedState: {
          customerSession: {
            customer: testCustomer({ id: 'c1', email: 'kari@example.no' }),
            status: 'succeeded',
          },
        },
      },
    );
    await screen.findAllByTestId('product-card', {}, { timeout: 15_000 });
    expect(itemPrices()).toHaveLength(12);
    expect(itemPrices().every((price) => typeof price === 'number' && price > 0)).toBe(true);
  }, 60_000);

  it('a ticked facet value updates the state, the list and the address, keeping tracking parameters', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findAllByTestId('product-card', {}, { timeout: 15_000 });
    const sidebar = screen.getAllByRole('region', { name: 'Filters', hidden: true })[0]!;
    await user.click(within(sidebar).getByRole('checkbox', { name: /Black/, hidden: true }));
    // The address follows once the tick is painted, with the reload.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('Color=black'), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('utm_source=mail');
    expect(await screen.findByText('Coloured 1', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByTestId('product-card')).toHaveLength(5);
    expect(screen.getByTestId('listing-hits')).toHaveTextContent('5 products');
    expect(server.requests.at(-1)?.searchParams.get('filter::Color')).toBe('black');
  }, 60_000);

  it('hides MainCategory on a category page and shows 5 facets before "show more"', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findAllByTestId('product-card', {}, { timeout: 15_000 });
    const sidebar = screen.getAllByRole('region', { name: 'Filters', hidden: true })[0]!;
    expect(
      within(sidebar).queryByRole('button', { name: 'Main category', hidden: true }),
    ).not.toBeInTheDocument();
    expect(
      within(sidebar).queryByRole('button', { name: 'Show discontinued', hidden: true }),
    ).not.toBeInTheDocument();
    await user.click(within(sidebar).getByRole('button', { name: 'Show more filters', hidden: true }));
    expect(
      within(sidebar).getByRole('button', { name: 'Show discontinued', hidden: true }),
    ).toBeInTheDocument();
    expect(
      within(sidebar).queryByRole('button', { name: 'Main category', hidden: true }),
    ).not.toBeInTheDocument();
  });

  it('opens the filter modal, whose code loads on demand, with the filter panel', async () => {
    const user = userEvent.setup();
    setup();
    await screen.findAllByTestId('product-card', {}, { timeout: 15_000 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter' }, { timeout: 15_000 });
    expect(within(dialog).getByRole('region', { name: 'Filters' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Show \d+ products$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);
});
