import type { Page } from '@storefront/api-client';
import type { PageComponentProps } from '@storefront/features';
import { type ComponentType, use } from 'react';

/** What a page type needs besides its component. */
export interface LazyPageOptions {
  /**
   * What shows while the page's chunk loads on a client navigation (e.g. the product page skeleton). A page
   * with a placeholder is shown as soon as its data has arrived, with the placeholder until its chunk is in;
   * a page without one keeps the previous page on screen until both have arrived.
   */
  placeholder?: ComponentType;
  /** Imports the module that injects the page's store slices; they are in the store before the page renders. */
  slices?: () => Promise<unknown>;
}

/** A page component loaded on demand, which can also be loaded ahead of rendering. */
export interface LazyPage extends LazyPageOptions {
  /** Imports the page's chunk. */
  readonly load: () => Promise<{ default: ComponentType<PageComponentProps> }>;
  /** The component once its chunk (and its slices) have arrived. */
  loaded?: ComponentType<PageComponentProps>;
  /** The import in flight, shared by everyone who waits for it. */
  pending?: Promise<void>;
}

/**
 * Declares a page loaded on demand (like `React.lazy`, but preloadable).
 * @example const CheckoutPage = lazyPage(() => import('./commerce/checkout-page'), { slices: () => import('./slices/checkout-slice') });
 */
export function lazyPage(load: LazyPage['load'], options: LazyPageOptions = {}): LazyPage {
  return { load, ...options };
}

/** Loads the page's chunk and injects its slices; resolves once it can render without suspending. */
export function preloadLazyPage(entry: LazyPage): Promise<void> {
  entry.pending ??= Promise.all([entry.load(), entry.slices?.()]).then(([module]) => {
    entry.loaded = module.default;
  });
  return entry.pending;
}

/**
 * Renders a lazy page. The server preloads the page type it is about to render, so the first HTML holds
 * the page itself rather than a fallback that only a script would swap in (which a visitor without
 * JavaScript would never see). In the browser a page not loaded yet suspends as usual.
 */
export function LazyPageView({ entry, page }: { entry: LazyPage; page: Page }) {
  if (!entry.loaded) use(preloadLazyPage(entry));
  const Component = entry.loaded as ComponentType<PageComponentProps>;
  return <Component page={page} />;
}
