import { lazyWhenVisible } from '../shared/lazy-when-visible';

/**
 * The desktop header's quick search, loaded when the desktop header bar is on screen: a phone (where that
 * bar is not displayed) loads none of it until its own search modal opens. Server-rendered in full.
 */
export const HeaderQuickSearchWhenVisible = lazyWhenVisible('header-quick-search', () =>
  import('./header-quick-search').then((m) => m.HeaderQuickSearch),
);
