import type { PageComponentProps } from '@storefront/features';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A page component as the registry holds it: loaded on demand, given the page the server answered. */
export type RegisteredPage = LazyExoticComponent<ComponentType<PageComponentProps>>;

/**
 * pageType → page component, each in its own chunk (spec §2: the server's pageType picks the page).
 * Feature engineers add one line for each page type they build. Unknown types show the loading
 * placeholder.
 */
export const pageRegistry: Readonly<Record<string, RegisteredPage>> = {
  StartPage: lazy(() => import('./content/start-page')),
  StandardPage: lazy(() => import('./content/standard-page')),
  InspirationPage: lazy(() => import('./content/inspiration-page')),
  CampaignPage: lazy(() => import('./content/campaign-page')),
  InformationPage: lazy(() => import('./content/information-page')),
  StorefrontPage: lazy(() => import('./content/storefront-page')),
  BlockPreviewPage: lazy(() => import('./content/block-preview-page')),
  StorybookPage: lazy(() => import('./content/storybook-page')),
  NotFoundPage: lazy(() => import('./content/not-found-page')),
  ErrorPage: lazy(() => import('./content/error-page')),
  CategoryBase: lazy(() => import('./listing/category-page')),
  CategoryPage: lazy(() => import('./listing/category-page')),
  SearchPage: lazy(() => import('./listing/search-page')),
  ProductBase: lazy(() => import('./product/product-page')),
  ProductPage: lazy(() => import('./product/product-page')),
  CartPage: lazy(() => import('./commerce/cart-page')),
  CheckoutPage: lazy(() => import('./commerce/checkout-page')),
  OrderConfirmationPage: lazy(() => import('./commerce/order-confirmation-page')),
};

/** The page component of a page type, or undefined for a type nobody registered. */
export function pageComponentFor(pageType: string): RegisteredPage | undefined {
  return Object.hasOwn(pageRegistry, pageType) ? pageRegistry[pageType] : undefined;
}
