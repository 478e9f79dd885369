// An API client for stories: every cart call answers the given cart, so connected components render a
// fixture instead of fetching. Stories only; tests use the real HTTP test server.
import { type ApiClient, type Cart, createApiClient } from '@storefront/api-client';

/** A client whose cart calls answer `cart` (or a 500 when `cart` is null) and whose other calls fail. */
export function storyApi(cart: Cart | null): ApiClient {
  return createApiClient({
    apiBase: 'http://storybook.invalid',
    language: 'en',
    fetch: async (input) => {
      const url = new URL(input);
      if (url.pathname === '/api/cart' && cart) {
        return new Response(JSON.stringify(cart), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ error: 'INTERNAL_ERROR', message: 'Storybook has no server.' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}
