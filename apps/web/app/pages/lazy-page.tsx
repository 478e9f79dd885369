import type { Page } from '@storefront/api-client';
import type { PageComponentProps } from '@storefront/features/content';
import { type ComponentType, use } from 'react';

/** What a page type needs besides its component. */
export interface LazyPageOptions {
  /**
   * What shows while the page's chunk loads on a client navigation (e.g. the product page skeleton). A page
   * with a placeholder is shown as soon as its data and the placeholder's own small chunk have arrived, with
   * the placeholder until its chunk is in; a page without one keeps the previous page on screen until both
   * have arrived.
   */
  placeholder?: LazyPlaceholder;
  /** Imports the module that injects the page's store slices; they are in the store before the page renders. */
  slices?: () => Promise<unknown>;
  /**
   * The source modules the page's first render imports (its component's, then its slices'), as the Vite
   * manifest names them (`app/pages/listing/category-page.ts`): the server sends modulepreload links for
   * their chunks with the page (`modulePreloadsFor`), so hydration finds them loaded instead of fetching
   * them one round trip later. They must match the imports of `load` and `slices` (page-registry.test.ts).
   */
  modules?: readonly string[];
  /**
   * Imports the code of the page's parts that are not in its first load (loaded on use or on idle, e.g. the
   * listing's filters): a client navigation loads it with the page, so those parts do not appear late there.
   */
  parts?: () => Promise<unknown>;
}

/** A placeholder loaded on demand: only a client navigation to its page type shows it. */
export interface LazyPlaceholder {
  /** Imports the placeholder's chunk. */
  readonly load: () => Promise<{ default: ComponentType }>;
  /** The component once its chunk has arrived. */
  loaded?: ComponentType;
  /** The import in flight. */
  pending?: Promise<void>;
}

/**
 * Declares a placeholder loaded on demand.
 * @example lazyPage(() => import('./product/product-page'), { placeholder: lazyPlaceholder(() => import('./product/product-page-skeleton')) })
 */
export function lazyPlaceholder(load: LazyPlaceholder['load']): LazyPlaceholder {
  return { load };
}

/** Loads a placeholder's chunk; resolves once it can render. */
export function preloadLazyPlaceholder(placeholder: LazyPlaceholder): Promise<void> {
  placeholder.pending ??= placeholder.load().then((module) => {
    placeholder.loaded = module.default;
  });
  return placeholder.pending;
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
 * Before a client navigation shows a page: waits for the page's chunk and its parts' code, except for a
 * page with its own placeholder, whose chunk keeps loading while the placeholder shows (spec §2: the product
 * page skeleton); then it waits for the placeholder's small chunk only.
 */
export async function prepareNavigationTo(entry: LazyPage): Promise<void> {
  // A part that cannot load is not worth failing the navigation for: it loads again when it renders.
  const loading = Promise.all([preloadLazyPage(entry), entry.parts?.().catch(() => undefined)]).then(
    () => undefined,
  );
  if (!entry.placeholder) return loading;
  // A placeholder that cannot load is not worth failing the navigation for: the generic one shows instead.
  await preloadLazyPlaceholder(entry.placeholder).catch(() => undefined);
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
