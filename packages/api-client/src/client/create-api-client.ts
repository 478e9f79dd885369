import { createCartCalls } from './calls/cart-calls';
import { createCategoriesCalls } from './calls/categories-calls';
import { createContentCalls } from './calls/content-calls';
import { createCustomerCalls } from './calls/customer-calls';
import { createFavoritesCalls } from './calls/favorites-calls';
import { createOrdersCalls } from './calls/orders-calls';
import { createSearchCalls } from './calls/search-calls';
import { createSiteCalls } from './calls/site-calls';
import { type ApiClientConfig, createTransport } from './transport';

/**
 * Creates the API client: one function per call of spec §7, grouped by area. Every call resolves to an
 * ApiResult and never throws.
 * @example
 * const api = createApiClient({ apiBase: 'http://127.0.0.1:4000', language: 'en' });
 * const page = await api.content.page('http://localhost:3000/en/');
 * if (page.ok) console.log(page.data.pageType);
 */
export function createApiClient(config: ApiClientConfig) {
  const send = createTransport(config);
  return {
    /** The configured content language. */
    language: config.language ?? 'no',
    content: createContentCalls(send),
    site: createSiteCalls(send),
    customer: createCustomerCalls(send),
    favorites: createFavoritesCalls(send),
    orders: createOrdersCalls(send),
    search: createSearchCalls(send),
    categories: createCategoriesCalls(send),
    cart: createCartCalls(send),
  };
}

/** The API client returned by createApiClient. */
export type ApiClient = ReturnType<typeof createApiClient>;
