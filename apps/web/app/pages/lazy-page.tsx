import type { PageComponentProps } from '@storefront/features';
import { type ComponentType, use } from 'react';

/** A page component loaded on demand that can also be loaded ahead of rendering. */
export interface LazyPage {
  (props: PageComponentProps): React.JSX.Element;
  /** Loads the page's chunk; resolves once the component can render without suspending. */
  preload(): Promise<void>;
}

/**
 * Like `React.lazy`, plus `preload()`. The server preloads the page type it is about to render, so the
 * first HTML holds the page itself rather than a fallback that only a script would swap in (which a
 * visitor without JavaScript would never see). In the browser a not yet loaded page suspends as usual.
 * @example const StartPage = lazyPage(() => import('./content/start-page'));
 */
export function lazyPage(load: () => Promise<{ default: ComponentType<PageComponentProps> }>): LazyPage {
  let loaded: ComponentType<PageComponentProps> | undefined;
  let pending: Promise<void> | undefined;
  const preload = () => {
    pending ??= load().then((module) => {
      loaded = module.default;
    });
    return pending;
  };
  function LazyPageComponent(props: PageComponentProps) {
    if (!loaded) use(preload());
    const Component = loaded as ComponentType<PageComponentProps>;
    return <Component {...props} />;
  }
  return Object.assign(LazyPageComponent, { preload });
}
