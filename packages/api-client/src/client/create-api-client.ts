import { type ApprovalsCalls, createApprovalsCalls } from './calls/approvals-calls';
import { type CartCalls, createCartCalls } from './calls/cart-calls';
import { type CategoriesCalls, createCategoriesCalls } from './calls/categories-calls';
import { type ContentCalls, createContentCalls } from './calls/content-calls';
import { type CustomerCalls, createCustomerCalls } from './calls/customer-calls';
import { createFavoritesCalls, type FavoritesCalls } from './calls/favorites-calls';
import { createFdvCalls, type FdvCalls } from './calls/fdv-calls';
import { createOrdersCalls, type OrdersCalls } from './calls/orders-calls';
import { createPasswordResetCalls, type PasswordResetCalls } from './calls/password-reset-calls';
import { createSearchCalls, type SearchCalls } from './calls/search-calls';
import { createSiteCalls, type SiteCalls } from './calls/site-calls';
import { type ApiClientConfig, createTransport } from './transport';

/** The API client: one function per call of spec §7, grouped by area. */
export interface ApiClient {
  /** The configured content language (sent as Content-Language). */
  readonly language: string;
  /** Page, header, footer, global content, site structure. */
  readonly content: ContentCalls;
  /** Global settings and translations. */
  readonly site: SiteCalls;
  /** Session, login, register, addresses, account, organisation users. */
  readonly customer: CustomerCalls;
  /** Favourites lists. */
  readonly favorites: FavoritesCalls;
  /** Order history and placing orders. */
  readonly orders: OrdersCalls;
  /** Quick search, full search, suggestions, variation-code search. */
  readonly search: SearchCalls;
  /** Category listings. */
  readonly categories: CategoriesCalls;
  /** The cart. */
  readonly cart: CartCalls;
  /** Forgotten password: request a reset link, set a new password with its token. */
  readonly passwordReset: PasswordResetCalls;
  /** FDV (maintenance) documents of the organisation's bought products. */
  readonly fdv: FdvCalls;
  /** Orders above a purchaser's spending limit, decided by the organisation's administrators. */
  readonly approvals: ApprovalsCalls;
}

/**
 * Creates the API client. Every call resolves to an ApiResult and never throws.
 * @example
 * const api = createApiClient({ apiBase: 'http://127.0.0.1:4000', language: 'en' });
 * const page = await api.content.page('http://localhost:3000/en/');
 * if (page.ok) console.log(page.data.pageType);
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const send = createTransport(config);
  return {
    language: config.language ?? 'no',
    content: createContentCalls(send),
    site: createSiteCalls(send),
    customer: createCustomerCalls(send),
    favorites: createFavoritesCalls(send),
    orders: createOrdersCalls(send),
    search: createSearchCalls(send),
    categories: createCategoriesCalls(send),
    cart: createCartCalls(send),
    passwordReset: createPasswordResetCalls(send),
    fdv: createFdvCalls(send),
    approvals: createApprovalsCalls(send),
  };
}
