import { type LazyPage, lazyPage, lazyPlaceholder, preloadLazyPage, prepareNavigationTo } from './lazy-page';

/** A page component as the registry holds it: loaded on demand, given the page the server answered. */
export type RegisteredPage = LazyPage;

// Page-specific store slices, injected with the pages that use them (RTK combineSlices().inject).
const checkoutSlice = () => import('./slices/checkout-slice');
const organisationUsersSlice = () => import('./slices/organisation-users-slice');
const listingSlices = () => import('./slices/listing-slices');
// The product page skeleton only shows on client navigations: its code is not part of every first load.
const productPageSkeleton = lazyPlaceholder(() => import('./product/product-page-skeleton'));

/**
 * pageType → page component, each in its own chunk (spec §2: the server's pageType picks the page).
 * Feature engineers add one line for each page type they build. Unknown types show the loading
 * placeholder.
 */
export const pageRegistry: Readonly<Record<string, RegisteredPage>> = {
  StartPage: lazyPage(() => import('./content/start-page')),
  StandardPage: lazyPage(() => import('./content/standard-page')),
  InspirationPage: lazyPage(() => import('./content/inspiration-page')),
  CampaignPage: lazyPage(() => import('./content/campaign-page')),
  InformationPage: lazyPage(() => import('./content/information-page')),
  StorefrontPage: lazyPage(() => import('./content/storefront-page')),
  BlockPreviewPage: lazyPage(() => import('./content/block-preview-page')),
  StorybookPage: lazyPage(() => import('./content/storybook-page')),
  NotFoundPage: lazyPage(() => import('./content/not-found-page')),
  ErrorPage: lazyPage(() => import('./content/error-page')),
  CategoryBase: lazyPage(() => import('./listing/category-page'), { slices: listingSlices }),
  CategoryPage: lazyPage(() => import('./listing/category-page'), { slices: listingSlices }),
  SearchPage: lazyPage(() => import('./listing/search-page'), { slices: listingSlices }),
  ProductBase: lazyPage(() => import('./product/product-page'), { placeholder: productPageSkeleton }),
  ProductPage: lazyPage(() => import('./product/product-page'), { placeholder: productPageSkeleton }),
  CartPage: lazyPage(() => import('./commerce/cart-page')),
  CheckoutPage: lazyPage(() => import('./commerce/checkout-page'), { slices: checkoutSlice }),
  OrderConfirmationPage: lazyPage(() => import('./commerce/order-confirmation-page'), {
    slices: checkoutSlice,
  }),
  AccountPage: lazyPage(() => import('./account/account-page'), { slices: organisationUsersSlice }),
  QuickOrderPage: lazyPage(() => import('./account/quick-order-page')),
  FdvPage: lazyPage(() => import('./account/fdv-page')),
  ForgotPasswordPage: lazyPage(() => import('./account/forgot-password-page')),
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

/** The page component of a page type, or undefined for a type nobody registered. */
export function pageComponentFor(pageType: string): RegisteredPage | undefined {
  return Object.hasOwn(pageRegistry, pageType) ? pageRegistry[pageType] : undefined;
}
