import { createLazyApiClient } from '@storefront/api-client';
import { AccountButton } from '@storefront/features/auth';
import { CartButton } from '@storefront/features/cart';
import type { HeaderSlots } from '@storefront/features/header';
import { listingStateReceived } from '@storefront/features/listing';
import { AccountRoot } from '@storefront/features/modals';
import { HeaderQuickSearchWhenVisible, MobileSearch } from '@storefront/features/quick-search';
import { AppShell, StartupLoader } from '@storefront/features/shell';
import {
  type AppStore,
  makeStore,
  shopStateReceived,
  useAppDispatch,
  useAppSelector,
} from '@storefront/features/store';
import { selectThemeName, themeChosen } from '@storefront/features/theme';
import { useCompleteTexts, useText } from '@storefront/features/translations';
import { LoadingScreen, StorefrontThemeProvider, type ThemeName } from '@storefront/ui';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Provider } from 'react-redux';
import { useLocation } from 'react-router';
import type { ShopState } from '../server/load-shop.server';
import { isListingPageType, setListingPath } from './listing-navigation';
import { PageView, pageViewHasContent } from './page-view';
import { type RouteLanguage, saveLanguage, saveThemeCookie } from './preferences';
import { siteDataOf } from './shop-state-transport';
import { holdSiteData } from './site-data';

/**
 * The features plugged into the header: quick search on desktop (its code loads when the desktop bar is on
 * screen, so phones skip it), the search modal on mobile, and the cart button (mini cart for anonymous
 * visitors, cart page for signed-in ones). Module-level elements: the same on every render, so a part still
 * waiting for its code is never handed new props.
 */
const headerSlots: HeaderSlots = {
  searchBox: <HeaderQuickSearchWhenVisible />,
  mobileSearch: <MobileSearch />,
  cart: <CartButton />,
  // Signed in: the account page; anonymous: the sign-in modal (account engineer).
  account: <AccountButton />,
};

/** Props of {@link ShopRoot}. */
export interface ShopRootProps {
  /** The state the route loader produced for this address. */
  state: ShopState;
  language: RouteLanguage;
}

/**
 * One store per language for the life of the tab: created from the server's state (so hydration renders
 * exactly what the server rendered), then each navigation's loader state replaces page, errors and
 * session; settings, texts and site content stay as the store was made (the data answers do not carry them). A language switch brings a new store, since settings, texts and the API client's
 * Content-Language all change with it.
 */
function useShopStore(state: ShopState, language: RouteLanguage): AppStore {
  const held = useRef<{ language: RouteLanguage; store: AppStore; createdFrom: ShopState } | null>(null);
  if (held.current === null || held.current.language !== language) {
    // Same origin: /api goes through the web server's proxy. The client's code loads on its first call:
    // the page arrived rendered, so nothing needs the API until the shopper acts.
    const api = createLazyApiClient({ apiBase: '', language });
    held.current = { language, store: makeStore({ api, preloadedState: state }), createdFrom: state };
  }
  const { store, createdFrom } = held.current;
  // The tab keeps the language-wide data the store was made with: client navigations' data answers leave it
  // out (the page route's client loader adds it from here). In an effect: browser only, never on the server.
  // The texts are the store's own, held again when the rest of the language arrives (useCompleteTexts).
  useEffect(() => {
    let texts = store.getState().translations;
    holdSiteData(language, { ...siteDataOf(createdFrom), translations: texts });
    return store.subscribe(() => {
      const now = store.getState().translations;
      if (now === texts) return;
      texts = now;
      holdSiteData(language, { ...siteDataOf(createdFrom), translations: texts });
    });
  }, [language, createdFrom, store]);
  useLayoutEffect(() => {
    // The store was made from this very state (hydration, a language switch): nothing to apply. Dispatching
    // anyway made every connected component check again in a synchronous pass right after hydration.
    if (state === createdFrom) return;
    const { page, errors, customerSession, listing, search } = state;
    store.dispatch(shopStateReceived({ page, errors, customerSession }));
    // A list page's first batch came with the loader (the server prepares it for every address): shown as
    // is, not fetched again. A filter change of the list on screen runs no loader (revalidateUnlessListingFilters),
    // so this only ever brings the list of the address just reached.
    if (listing) store.dispatch(listingStateReceived({ listing, search }));
  }, [store, state, createdFrom]);
  return store;
}

/** The whole shop below the document: store, theme, shell and the page of the current page type. */
export function ShopRoot({ state, language }: ShopRootProps) {
  const store = useShopStore(state, language);
  useEffect(() => saveLanguage(language), [language]);
  const { pathname } = useLocation();
  const listing = isListingPageType(state.page.current?.pageType);
  useLayoutEffect(() => {
    setListingPath(listing ? pathname : null);
  }, [listing, pathname]);
  return (
    <Provider store={store}>
      <ThemedShop hasPageContent={pageViewHasContent(state.page)} />
    </Provider>
  );
}

/** Whether the server render of this address holds page content: then the start-up loader never shows. */
function ThemedShop({ hasPageContent }: { hasPageContent: boolean }) {
  const t = useText();
  useCompleteTexts();
  const theme = useAppSelector(selectThemeName);
  const dispatch = useAppDispatch();
  const onThemeChange = useCallback(
    (next: ThemeName) => {
      dispatch(themeChosen(next));
      // The cookie lets the next server render use the choice; the attribute serves CSS outside Emotion.
      saveThemeCookie(next);
      document.documentElement.dataset.theme = next;
      document.documentElement.style.colorScheme = next;
    },
    [dispatch],
  );
  return (
    <StorefrontThemeProvider theme={theme} onThemeChange={onThemeChange}>
      <AppShell headerSlots={headerSlots}>
        <PageView />
      </AppShell>
      {/* Account modals, session check and favourites for the whole visit (account engineer). */}
      <AccountRoot />
      <StartupLoader hasPageContent={hasPageContent}>
        <LoadingScreen title={t('loading.home', 'home')} label={t('common.loading', 'Loading…')} />
      </StartupLoader>
    </StorefrontThemeProvider>
  );
}
