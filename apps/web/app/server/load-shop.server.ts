import { createApiClient, type FetchLike } from '@storefront/api-client';
import { fetchCart, initialCartState } from '@storefront/features/cart';
import { checkCustomerSession } from '@storefront/features/customer-session';
import {
  listingOpened,
  loadListing,
  prepareListingPage,
  searchPageFilters,
} from '@storefront/features/listing';
import { loadPage } from '@storefront/features/page';
import { fetchGlobalSettings, type SettingsState, selectStaticPageUrl } from '@storefront/features/settings';
import { fetchSiteContent, type SiteContentState } from '@storefront/features/shell';
import { injectAllSlices, makeStore, type RootState } from '@storefront/features/store';
import { fetchTranslations, type TranslationsState } from '@storefront/features/translations';
import { parseThemeName } from '@storefront/ui';
import { languageOfPath, type RouteLanguage, THEME_COOKIE } from '../shell/preferences';
import { readCookie } from './cookies.server';
import { sanitizePage } from './sanitize-page.server';
import { hasSessionCookie } from './session-cookie.server';
import { createTtlCache, type TtlCache } from './ttl-cache.server';

// The server renders any page type, so every page-specific slice is in its stores from the start (the
// browser injects each with its page's chunk).
injectAllSlices();

/** The state the server renders and the client hydrates from. */
export type ShopState = Pick<
  RootState,
  'page' | 'settings' | 'translations' | 'errors' | 'theme' | 'customerSession' | 'siteContent'
> &
  // A category or search page carries its first batch, so the server renders the products (listing engineer).
  // A document request carries the cart, so the first HTML shows its count and the browser need not ask.
  Partial<Pick<RootState, 'listing' | 'search' | 'cart'>>;

/** The language-wide part of the state, the same for every shopper. */
export interface SiteData {
  settings: SettingsState;
  translations: TranslationsState;
  siteContent: SiteContentState;
}

/** The state without its language-wide part: what a client navigation's data request carries. */
export type PageShopState = Omit<ShopState, keyof SiteData>;

/**
 * The state a load produces: whole for a document; without the language-wide part for a client navigation's
 * data request, since the browser already holds it for the language (the page route's client loader adds it).
 */
export type LoadedShopState = PageShopState & Partial<SiteData>;

/** What the catch-all loader answers: a state to render with its HTTP status, or a redirect to follow. */
export type ShopLoad =
  | { kind: 'render'; state: LoadedShopState; language: RouteLanguage; status: number }
  | { kind: 'redirect'; location: string; status: number };

/** How long settings, translations, header, footer and global content are reused per language. */
export const SITE_CACHE_TTL_MS = 30_000;

const defaultCache = createTtlCache<SiteData>(SITE_CACHE_TTL_MS);

/** What `loadShop` needs besides the request. */
export interface LoadShopOptions {
  apiBase: string;
  /** Cache of the language-wide data. @default a process-wide 30 s cache */
  cache?: TtlCache<SiteData>;
  /** The fetch to reach the API with. @default globalThis.fetch */
  fetch?: FetchLike;
}

/**
 * Loads everything one address needs (ARCHITECTURE "How a request flows"): the page for the full request
 * URL (`Context-Url`), global settings, translations, header, footer and global content (cached per
 * language), and the customer session, with the shopper's cookies forwarded to the API. A moved address
 * becomes a redirect; 404 gives the not-found page and other failures the error page (status 404/500);
 * failed global settings give status 500 and the application error 'Failed to fetch global settings'.
 */
export async function loadShop(request: Request, options: LoadShopOptions): Promise<ShopLoad> {
  const { apiBase, cache = defaultCache, fetch } = options;
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const cookie = request.headers.get('cookie');
  // The shopper's cookies go along, so the API answers for their session (signed in, their cart).
  const headers: Record<string, string> = { 'x-forwarded-host': url.host };
  if (cookie) headers.cookie = cookie;
  const api = createApiClient({ apiBase, language, fetch, headers, contextUrl: request.url });
  const theme = { name: parseThemeName(readCookie(cookie, THEME_COOKIE)) };
  const cached = cache.get(language);
  const store = makeStore({ api, preloadedState: cached ? { ...cached, theme } : { theme } });

  if (!cached) {
    await Promise.all([
      store.dispatch(fetchGlobalSettings()),
      store.dispatch(fetchTranslations()),
      store.dispatch(fetchSiteContent()),
    ]);
    const { settings, translations, siteContent } = store.getState();
    if (settings.status === 'succeeded' && translations.status === 'succeeded') {
      cache.set(language, { settings, translations, siteContent });
    }
  }
  const withSite = !isDataRequest(request);
  if (store.getState().settings.status !== 'succeeded') {
    return { kind: 'render', state: pickShopState(store.getState(), { withSite }), language, status: 500 };
  }

  const withCart = isDocumentRequest(request);
  // Without the API's session cookie nobody is signed in and there is no cart (the API makes the cookie with
  // the first cart change or sign-in): the state is the one its answers would give (204, an empty cart),
  // without the two calls.
  const withSession = hasSessionCookie(cookie);
  if (!withSession) store.dispatch(checkCustomerSession.fulfilled(null, 'no-session-cookie', undefined));
  // The search page's results depend on the address alone, so they are asked for beside the page, not after it.
  const searchEarly = searchPageFilters(url, { url: selectStaticPageUrl(store.getState(), 'SearchPage') });
  if (searchEarly) store.dispatch(listingOpened({ source: { kind: 'search' }, filters: searchEarly }));
  const [outcome] = await Promise.all([
    store.dispatch(loadPage(request.url)),
    withSession ? store.dispatch(checkCustomerSession()) : null,
    withCart && withSession ? store.dispatch(fetchCart()) : null,
    searchEarly ? store.dispatch(loadListing({ append: false })) : null,
  ]);
  if (loadPage.fulfilled.match(outcome) && outcome.payload.kind === 'redirect') {
    return {
      kind: 'redirect',
      location: outcome.payload.redirectUrl,
      status: outcome.payload.permanent ? 301 : 307,
    };
  }
  // The early results count only if the address was the search page after all (not, say, its not-found page).
  const withListing = searchEarly ? store.getState().page.current?.pageType === 'SearchPage' : true;
  if (!searchEarly) await store.dispatch(prepareListingPage(request.url));
  const state = pickShopState(store.getState(), { withSite, withCart, withSession, withListing });
  const page = state.page.current ? sanitizePage(state.page.current, url.host) : null;
  return {
    kind: 'render',
    state: { ...state, page: { ...state.page, current: page } },
    language,
    status: state.page.httpStatus,
  };
}

/**
 * True for the load of a whole document, false for React Router's data request of a client navigation
 * (browsers send `Sec-Fetch-Dest: empty` for those). A client without the header gets a document's data.
 */
function isDocumentRequest(request: Request): boolean {
  return (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';
}

/**
 * True for React Router's data request of a client navigation: browsers send `Sec-Fetch-Dest: empty` for
 * `fetch`. Anything else (a document, a frame, a client without the header) counts as a document and gets the
 * whole state, so no rendered HTML ever lacks its texts.
 */
function isDataRequest(request: Request): boolean {
  return request.headers.get('sec-fetch-dest') === 'empty';
}

interface PickOptions {
  withSite: boolean;
  withCart?: boolean;
  /** False when the request had no session cookie: the cart is then the empty one, known without asking. */
  withSession?: boolean;
  withListing?: boolean;
}

function pickShopState(
  state: RootState,
  { withSite, withCart = false, withSession = true, withListing = true }: PickOptions,
): LoadedShopState {
  const { page, settings, translations, errors, theme, customerSession, siteContent, listing, search, cart } =
    state;
  const shop: PageShopState = { page, errors, theme, customerSession };
  // Only a page with a list sends it along; other pages keep the serialised state small. A failed cart read
  // is left out, so the browser tries again.
  return {
    ...shop,
    ...(withSite ? { settings, translations, siteContent } : {}),
    ...(withListing && listing.source ? { listing, search } : {}),
    ...(withCart && !withSession ? { cart: { ...initialCartState, loaded: true } } : {}),
    ...(withCart && withSession && cart.loaded ? { cart } : {}),
  };
}
