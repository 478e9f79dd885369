import { createApiClient } from '@storefront/api-client';
import { holdsPrice, parseFilterUrl, withoutPrices } from '@storefront/domain';
import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSignedIn } from '../customer-session';
import { listingOpened, loadListing } from '../listing';
import { loadPage } from '../page';
import { customerSessionEnded } from '../store/customer-auth-thunks';
import { makeStore } from '../store/make-store';
import { testCustomer } from '../test/account-fixtures';
import { type ListingTestServer, startListingTestServer, type TestAnswer } from '../test/listing-test-server';
import { makeProductCard } from '../test/product-card-fixtures';
import { makeProduct } from '../test/product-fixtures';
import { pageFixture } from '../test/shell-fixtures';
import { usePricesFollowSession } from './prices-follow-session';

/*
 * The API answers with prices only to signed-in customers (spec §6). A visitor who signs in on the page must
 * then see prices: the page and the products on screen are read again (and after a sign-out, without prices).
 */

const TOTAL = 60;
/** What the test API believes of the session, like the real one reading the session cookie. */
let signedIn = false;

function answerFor(url: URL): TestAnswer {
  const shape = <T,>(answer: T): T => (signedIn ? answer : withoutPrices(answer));
  if (url.pathname === '/api/content/page') {
    const product = makeProduct();
    return {
      status: 200,
      body: shape(pageFixture({ pageType: 'ProductPage', url: product.url, product } as never)),
    };
  }
  const skip = Number(url.searchParams.get('skip') ?? 0);
  const take = Number(url.searchParams.get('take') ?? 24);
  const result = Array.from({ length: Math.max(0, Math.min(take, TOTAL - skip)) }, (_, i) =>
    makeProductCard(skip + i + 1),
  );
  return {
    status: 200,
    body: shape({ isSuccess: true, data: { result, facets: [], numberOfHits: TOTAL, sorters: [] } }),
  };
}

let server: ListingTestServer;
beforeAll(async () => {
  server = await startListingTestServer(answerFor);
});
afterAll(async () => {
  await server.close();
});

function Follower() {
  usePricesFollowSession();
  return null;
}

describe('usePricesFollowSession', () => {
  it('reads the page and every product shown again when the visitor signs in, and again on sign-out', async () => {
    signedIn = false;
    const store = makeStore({ api: createApiClient({ apiBase: server.apiBase }) });
    store.dispatch(
      listingOpened({ source: { kind: 'category', categoryId: 'c1' }, filters: parseFilterUrl('') }),
    );
    await store.dispatch(loadListing({ append: false }));
    await store.dispatch(loadListing({ append: true }));
    await store.dispatch(loadPage('http://shop.test/en/p/'));
    expect(store.getState().listing.products).toHaveLength(48);
    expect(holdsPrice(store.getState().listing.products)).toBe(false);
    expect(holdsPrice(store.getState().page.current)).toBe(false);

    render(
      <Provider store={store}>
        <Follower />
      </Provider>,
    );
    // The first render is the session the page was loaded with: nothing is read again.
    expect(server.requests).toHaveLength(3);

    signedIn = true;
    store.dispatch(customerSignedIn(testCustomer({ id: 'c-1', email: 'kari@example.no' })));
    // The list stays on screen while it is read again.
    expect(store.getState().listing.products).toHaveLength(48);
    await waitFor(() => expect(holdsPrice(store.getState().page.current)).toBe(true));
    await waitFor(() => expect(store.getState().listing.products.every((card) => card.price)).toBe(true));
    expect(store.getState().listing.products).toHaveLength(48);
    const reread = server.requests.find((url, index) => index >= 3 && url.pathname.includes('/categories/'));
    expect(reread?.searchParams.get('skip')).toBe('0');
    expect(reread?.searchParams.get('take')).toBe('48');

    signedIn = false;
    store.dispatch(customerSessionEnded());
    await waitFor(() => expect(holdsPrice(store.getState().page.current)).toBe(false));
    await waitFor(() => expect(holdsPrice(store.getState().listing.products)).toBe(false));
  });
});
