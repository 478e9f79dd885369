import type { PageType } from '@storefront/api-client';
import { loadListingFilters } from '@storefront/features/listing';
import { type LazyPage, lazyPage, lazyPlaceholder, preloadLazyPage, prepareNavigationTo } from './lazy-page';

/** A page component as the registry holds it: loaded on demand, given the page the server answered. */
export type RegisteredPage = LazyPage;

// Page-specific store slices, injected with the pages that use them (RTK combineSlices().inject).
const checkoutSlice = () => import('./slices/checkout-slice');
const organisationUsersSlice = () => import('./slices/organisation-users-slice');
const listingSlices = () => import('./slices/listing-slices');
// The same modules as the Vite manifest names them, for the server's modulepreload links (see LazyPageOptions).
const CHECKOUT_SLICE = 'app/pages/slices/checkout-slice.ts';
const ORGANISATION_USERS_SLICE = 'app/pages/slices/organisation-users-slice.ts';
const LISTING_SLICES = 'app/pages/slices/listing-slices.ts';
// The product page skeleton only shows on client navigations: its code is not part of every first load.
const productPageSkeleton = lazyPlaceholder(() => import('./product/product-page-skeleton'));

/**
 * pageType → page component, each in its own chunk (spec §2: the server's pageType picks the page).
 * Keyed by the `PageType` union, so a page type added to the wire contract without a page here fails the type
 * check instead of showing an endless placeholder.
 */
export const pageRegistry: Readonly<Record<PageType, RegisteredPage>> = {
  StartPage: lazyPage(() => import('./content/start-page'), { modules: ['app/pages/content/start-page.ts'] }),
  StandardPage: lazyPage(() => import('./content/standard-page'), {
    modules: ['app/pages/content/standard-page.ts'],
  }),
  InspirationPage: lazyPage(() => import('./content/inspiration-page'), {
    modules: ['app/pages/content/inspiration-page.ts'],
  }),
  CampaignPage: lazyPage(() => import('./content/campaign-page'), {
    modules: ['app/pages/content/campaign-page.ts'],
  }),
  InformationPage: lazyPage(() => import('./content/information-page'), {
    modules: ['app/pages/content/information-page.ts'],
  }),
  StorefrontPage: lazyPage(() => import('./content/storefront-page'), {
    modules: ['app/pages/content/storefront-page.ts'],
  }),
  BlockPreviewPage: lazyPage(() => import('./content/block-preview-page'), {
    modules: ['app/pages/content/block-preview-page.ts'],
  }),
  StorybookPage: lazyPage(() => import('./content/storybook-page'), {
    modules: ['app/pages/content/storybook-page.ts'],
  }),
  NotFoundPage: lazyPage(() => import('./content/not-found-page'), {
    modules: ['app/pages/content/not-found-page.ts'],
  }),
  ErrorPage: lazyPage(() => import('./content/error-page'), { modules: ['app/pages/content/error-page.ts'] }),
  CategoryBase: lazyPage(() => import('./listing/category-page'), {
    modules: ['app/pages/listing/category-page.ts', LISTING_SLICES],
    slices: listingSlices,
    parts: loadListingFilters,
  }),
  CategoryPage: lazyPage(() => import('./listing/category-page'), {
    modules: ['app/pages/listing/category-page.ts', LISTING_SLICES],
    slices: listingSlices,
    parts: loadListingFilters,
  }),
  SearchPage: lazyPage(() => import('./listing/search-page'), {
    modules: ['app/pages/listing/search-page.ts', LISTING_SLICES],
    slices: listingSlices,
    parts: loadListingFilters,
  }),
  ProductBase: lazyPage(() => import('./product/product-page'), {
    modules: ['app/pages/product/product-page.ts'],
    placeholder: productPageSkeleton,
  }),
  ProductPage: lazyPage(() => import('./product/product-page'), {
    modules: ['app/pages/product/product-page.ts'],
    placeholder: productPageSkeleton,
  }),
  CartPage: lazyPage(() => import('./commerce/cart-page'), { modules: ['app/pages/commerce/cart-page.ts'] }),
  CheckoutPage: lazyPage(() => import('./commerce/checkout-page'), {
    modules: ['app/pages/commerce/checkout-page.ts', CHECKOUT_SLICE],
    slices: checkoutSlice,
  }),
  OrderConfirmationPage: lazyPage(() => import('./commerce/order-confirmation-page'), {
    modules: ['app/pages/commerce/order-confirmation-page.ts', CHECKOUT_SLICE],
    slices: checkoutSlice,
  }),
  AccountPage: lazyPage(() => import('./account/account-page'), {
    modules: ['app/pages/account/account-page.ts', ORGANISATION_USERS_SLICE],
    slices: organisationUsersSlice,
  }),
  QuickOrderPage: lazyPage(() => import('./account/quick-order-page'), {
    modules: ['app/pages/account/quick-order-page.ts'],
  }),
  FdvPage: lazyPage(() => import('./account/fdv-page'), { modules: ['app/pages/account/fdv-page.ts'] }),
  ForgotPasswordPage: lazyPage(() => import('./account/forgot-password-page'), {
    modules: ['app/pages/account/forgot-password-page.ts'],
  }),
};

/** Loads the chunk of a page type ahead of rendering (nothing to do for unknown types). */
export async function preloadPage(pageType: string | undefined): Promise<void> {
  const entry = pageType ? pageComponentFor(pageType) : undefined;
  if (entry) await preloadLazyPage(entry);
}

/** Before a client navigation shows a page of this type: see {@link prepareNavigationTo}. */
export async function preparePageNavigation(pageType: string | undefined): Promise<void> {
  const entry = pageType ? pageComponentFor(pageType) : undefined;
  if (entry) await prepareNavigationTo(entry);
}

function isRegisteredPageType(pageType: string): pageType is PageType {
  return Object.hasOwn(pageRegistry, pageType);
}

/** The page component of a page type, or undefined for a type nobody registered. */
export function pageComponentFor(pageType: string): RegisteredPage | undefined {
  return isRegisteredPageType(pageType) ? pageRegistry[pageType] : undefined;
}

/** The source modules (Vite manifest keys) a first render of this page type imports; none for unknown types. */
export function pageModulesFor(pageType: string | undefined): readonly string[] {
  return (pageType ? pageComponentFor(pageType)?.modules : undefined) ?? [];
}
