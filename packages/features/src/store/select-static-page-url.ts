import type { RootState } from './root-reducer';

// Beside the store rather than in `settings/`: the page slice reads a static page's address, and a slice that
// imported it through `../settings` reached the feature's entry and through its neighbours the store again (a
// cycle that made the web build split chunks that import each other). `@storefront/features/settings` exports
// both selectors as before.

/** The static pages of global settings (search, account, cart, checkout, not found, error). */
export const selectStaticPages = (state: RootState) => state.settings.data?.staticPages ?? [];
/**
 * The address of the static page of a page type, e.g. `selectStaticPageUrl(state, 'CartPage')` → '/en/cart-page'.
 */
export const selectStaticPageUrl = (state: RootState, pageType: string): string | undefined =>
  selectStaticPages(state).find((page) => page.pageType === pageType)?.url;
