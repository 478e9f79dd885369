import type { Page } from '@storefront/api-client';
import type { PageComponentProps } from '@storefront/features';
import { type ComponentType, use } from 'react';

/** A page component loaded on demand, which can also be loaded ahead of rendering. */
export interface LazyPage {
  /** Imports the page's chunk. */
  readonly load: () => Promise<{ default: ComponentType<PageComponentProps> }>;
  /** The component once its chunk has arrived. */
  loaded?: ComponentType<PageComponentProps>;
  /** The import in flight, shared by everyone who waits for it. */
  pending?: Promise<void>;
}

/**
 * Declares a page loaded on demand (like `React.lazy`, but preloadable).
 * @example const StartPage = lazyPage(() => import('./content/start-page'));
 */
export function lazyPage(load: LazyPage['load']): LazyPage {
  return { load };
}

/** Loads the page's chunk; resolves once it can render without suspending. */
export function preloadLazyPage(entry: LazyPage): Promise<void> {
  entry.pending ??= entry.load().then((module) => {
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
