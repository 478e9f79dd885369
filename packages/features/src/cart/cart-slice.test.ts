import { createApiClient } from '@storefront/api-client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeStore } from '../store/make-store';
import { testSettings } from '../test/cart-fixtures';
import { type CommerceTestServer, startCommerceTestServer } from '../test/commerce-test-server';
import { selectCart, selectCartCount, selectCartIsLoading, selectCartLines } from './cart-selectors';
import { cartCleared } from './cart-slice';
import {
  addToCart,
  bulkAddToCart,
  bulkUpdateCart,
  fetchCart,
  removeCart,
  reorderToCart,
  updateCartQuantity,
} from './cart-thunks';

let server: CommerceTestServer;

beforeAll(async () => {
  server = await startCommerceTestServer([
    {
      code: 'OSLO-GRN',
      name: 'Oslo arm chair',
      unitPrice: 4990,
      stock: 25,
      categoryPath: ['Furniture', 'Chairs', 'Arm chairs', 'Lounge', 'Deep'],
    },
    { code: 'BERGEN-OAK', name: 'Bergen dining chair', unitPrice: 1290, stock: 3 },
    { code: 'OLD-SOFA', name: 'Discontinued sofa', unitPrice: 9990, stock: 5, active: false },
  ]);
});
afterAll(() => server.close());

beforeEach(() => {
  server.cart.clear();
  server.requests.length = 0;
  window.dataLayer = [];
});
afterEach(() => {
  delete window.dataLayer;
});

function setup(priceInclVAT = false) {
  const api = createApiClient({ apiBase: server.url, language: 'en' });
  return makeStore({
    api,
    preloadedState: { settings: { data: { ...testSettings, priceInclVAT }, status: 'succeeded' } },
  });
}

/** The ecommerce events pushed so far, without GTM's clearing entries. */
function events() {
  return (window.dataLayer ?? []).filter((entry) => entry.event !== 'ecommerce_clear');
}

describe('cart slice', () => {
  describe('given an empty store', () => {
    it('fetch sets the loading flag while pending, then holds the server cart', async () => {
      server.cart.set('OSLO-GRN', 2);
      const store = setup();
      expect(selectCart(store.getState()).loaded).toBe(false);
      const pending = store.dispatch(fetchCart());
      expect(selectCartIsLoading(store.getState())).toBe(true);
      await pending;
      const cart = selectCart(store.getState());
      expect(cart.isLoading).toBe(false);
      expect(cart.loaded).toBe(true);
      expect(cart.numberOfItems).toBe(2);
      expect(cart.lineItems.map((line) => [line.code, line.quantity])).toEqual([['OSLO-GRN', 2]]);
      expect(cart.price?.totalPriceForItems.amount).toBe(9980);
      expect(cart.outOfStock).toBe(false);
      expect(cart.notActive).toBe(false);
    });

    it('runs one read at a time: a second fetch while one is pending does not call the server', async () => {
      const store = setup();
      const first = store.dispatch(fetchCart());
      const second = store.dispatch(fetchCart());
      await Promise.all([first, second]);
      expect(server.requests.filter((request) => request.path === '/api/cart')).toHaveLength(1);
      expect(selectCart(store.getState()).fetching).toBe(false);
      await store.dispatch(fetchCart());
      expect(server.requests).toHaveLength(2);
    });

    it('passes the price flag of the settings along with every cart call', async () => {
      await setup(true).dispatch(fetchCart());
      await setup(false).dispatch(addToCart({ code: 'OSLO-GRN', quantity: 1 }));
      expect(server.requests.map((request) => request.query)).toEqual([
        'priceInclVAT=true',
        'priceInclVAT=false',
      ]);
    });

    it('a failed fetch is rejected with the catalogue text (the empty value drops the body) and keeps the lines', async () => {
      const store = setup();
      server.cart.set('OSLO-GRN', 1);
      await store.dispatch(fetchCart());
      server.failNext('/api/cart', 500, { error: 'INTERNAL_ERROR', message: 'Database down.' });
      const result = await store.dispatch(fetchCart());
      expect(fetchCart.rejected.match(result)).toBe(true);
      expect(selectCart(store.getState()).error).toBe('Internal server error.');
      expect(selectCartLines(store.getState())).toHaveLength(1);
      expect(selectCartIsLoading(store.getState())).toBe(false);
    });
  });

  describe('adding a line', () => {
    it('sends only code and quantity and reports add_to_cart with the spec fields', async () => {
      const store = setup();
      await store.dispatch(addToCart({ code: 'OSLO-GRN', quantity: 2 }));
      expect(server.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: '/api/cart',
        body: { code: 'OSLO-GRN', quantity: 2 },
      });
      expect(Object.keys(server.requests.at(-1)?.body as object).sort()).toEqual(['code', 'quantity']);
      expect(selectCartCount(store.getState())).toBe(2);
      expect(events()).toEqual([
        {
          event: 'add_to_cart',
          ecommerce: {
            currency: 'SEK',
            value: 9980,
            items: [
              {
                item_id: 'OSLO-GRN',
                item_name: 'Oslo arm chair',
                item_category: 'Furniture',
                item_category2: 'Chairs',
                item_category3: 'Arm chairs',
                item_category4: 'Lounge',
                price: 4990,
                quantity: 2,
              },
            ],
          },
        },
      ]);
    });

    it('an unknown code is rejected with the server text, the cart stays and nothing is reported', async () => {
      const store = setup();
      await store.dispatch(addToCart({ code: 'OSLO-GRN', quantity: 1 }));
      window.dataLayer = [];
      const result = await store.dispatch(addToCart({ code: 'NOPE', quantity: 1 }));
      expect(result.payload).toBe('No article has the code NOPE.');
      expect(selectCart(store.getState())).toMatchObject({
        error: 'No article has the code NOPE.',
        isLoading: false,
      });
      expect(selectCartLines(store.getState()).map((line) => line.code)).toEqual(['OSLO-GRN']);
      expect(events()).toEqual([]);
    });
  });

  describe('changing a quantity', () => {
    it('reports add_to_cart for the units added, by comparing the old quantity', async () => {
      const store = setup();
      await store.dispatch(addToCart({ code: 'OSLO-GRN', quantity: 1 }));
      window.dataLayer = [];
      await store.dispatch(updateCartQuantity({ code: 'OSLO-GRN', quantity: 4 }));
      expect(server.requests.at(-1)).toMatchObject({
        method: 'PUT',
        body: { code: 'OSLO-GRN', quantity: 4 },
      });
      expect(events()).toMatchObject([
        { event: 'add_to_cart', ecommerce: { value: 14970, items: [{ quantity: 3 }] } },
      ]);
    });

    it('reports remove_from_cart for the units removed, and 0 removes the line', async () => {
      const store = setup();
      await store.dispatch(addToCart({ code: 'OSLO-GRN', quantity: 5 }));
      window.dataLayer = [];
      await store.dispatch(updateCartQuantity({ code: 'OSLO-GRN', quantity: 2 }));
      await store.dispatch(updateCartQuantity({ code: 'OSLO-GRN', quantity: 0 }));
      expect(events()).toMatchObject([
        { event: 'remove_from_cart', ecommerce: { items: [{ item_id: 'OSLO-GRN', quantity: 3 }] } },
        { event: 'remove_from_cart', ecommerce: { items: [{ item_id: 'OSLO-GRN', quantity: 2 }] } },
      ]);
      expect(selectCart(store.getState())).toMatchObject({ lineItems: [], numberOfItems: 0 });
    });
  });

  describe('flags from @storefront/domain', () => {
    it('outOfStock when a line has less stock than its quantity, notActive for an inactive line', async () => {
      const store = setup();
      await store.dispatch(addToCart({ code: 'BERGEN-OAK', quantity: 3 }));
      expect(selectCart(store.getState())).toMatchObject({ outOfStock: false, notActive: false });
      await store.dispatch(updateCartQuantity({ code: 'BERGEN-OAK', quantity: 4 }));
      expect(selectCart(store.getState()).outOfStock).toBe(true);
      await store.dispatch(addToCart({ code: 'OLD-SOFA', quantity: 1 }));
      expect(selectCart(store.getState()).notActive).toBe(true);
    });
  });

  describe('several lines at once', () => {
    it('bulk add adds to existing lines and reports each added line', async () => {
      const store = setup();
      await store.dispatch(addToCart({ code: 'OSLO-GRN', quantity: 1 }));
      window.dataLayer = [];
      await store.dispatch(
        bulkAddToCart([
          { code: 'OSLO-GRN', quantity: 1 },
          { code: 'BERGEN-OAK', quantity: 2 },
        ]),
      );
      expect(server.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/cart/add-multiple' });
      expect(selectCartLines(store.getState()).map((line) => [line.code, line.quantity])).toEqual([
        ['OSLO-GRN', 2],
        ['BERGEN-OAK', 2],
      ]);
      expect(events()).toMatchObject([
        {
          event: 'add_to_cart',
          ecommerce: {
            items: [
              { item_id: 'OSLO-GRN', quantity: 1 },
              { item_id: 'BERGEN-OAK', quantity: 2 },
            ],
          },
        },
      ]);
    });

    it('bulk update sets quantities as {lineitems} and reports both directions', async () => {
      const store = setup();
      await store.dispatch(
        bulkAddToCart([
          { code: 'OSLO-GRN', quantity: 3 },
          { code: 'BERGEN-OAK', quantity: 1 },
        ]),
      );
      window.dataLayer = [];
      await store.dispatch(
        bulkUpdateCart([
          { code: 'OSLO-GRN', quantity: 1 },
          { code: 'BERGEN-OAK', quantity: 2 },
        ]),
      );
      expect(server.requests.at(-1)).toMatchObject({
        method: 'PUT',
        path: '/api/cart/bulk',
        body: {
          lineitems: [
            { code: 'OSLO-GRN', quantity: 1 },
            { code: 'BERGEN-OAK', quantity: 2 },
          ],
        },
      });
      expect(events()).toMatchObject([
        { event: 'add_to_cart', ecommerce: { items: [{ item_id: 'BERGEN-OAK', quantity: 1 }] } },
        { event: 'remove_from_cart', ecommerce: { items: [{ item_id: 'OSLO-GRN', quantity: 2 }] } },
      ]);
    });

    it('reorder sends the order lines without their old prices and reports add_to_cart', async () => {
      const store = setup();
      await store.dispatch(
        reorderToCart([
          { code: 'OSLO-GRN', quantity: 1 },
          { code: 'BERGEN-OAK', quantity: 0 },
        ]),
      );
      expect(server.requests.at(-1)?.body).toEqual([{ code: 'OSLO-GRN', quantity: 1 }]);
      expect(events()).toMatchObject([
        { event: 'add_to_cart', ecommerce: { items: [{ item_id: 'OSLO-GRN' }] } },
      ]);
      expect(reorderToCart.fulfilled.type).toBe('cart/reorder/fulfilled');
    });
  });

  describe('emptying', () => {
    it('remove deletes the cart on the server and reports every line as removed', async () => {
      const store = setup();
      await store.dispatch(
        bulkAddToCart([
          { code: 'OSLO-GRN', quantity: 2 },
          { code: 'BERGEN-OAK', quantity: 1 },
        ]),
      );
      window.dataLayer = [];
      await store.dispatch(removeCart());
      expect(server.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/cart' });
      expect(server.cart.size).toBe(0);
      expect(selectCart(store.getState())).toMatchObject({
        lineItems: [],
        numberOfItems: 0,
        isLoading: false,
        loaded: true,
      });
      expect(events()).toMatchObject([
        { event: 'remove_from_cart', ecommerce: { items: [{ quantity: 2 }, { quantity: 1 }] } },
      ]);
    });

    it('clearing empties lines and count without a call', async () => {
      const store = setup();
      await store.dispatch(addToCart({ code: 'OSLO-GRN', quantity: 2 }));
      const calls = server.requests.length;
      store.dispatch(cartCleared());
      expect(selectCart(store.getState())).toMatchObject({ lineItems: [], numberOfItems: 0 });
      expect(server.requests).toHaveLength(calls);
    });
  });
});
