import { createApiClient } from '@storefront/api-client';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { injectAllSlices } from '../store/inject-all-slices';
import { makeStore } from '../store/make-store';
import type { RootState } from '../store/root-reducer';
import {
  footerFixture,
  globalContentFixture,
  headerFixture,
  settingsFixture,
  translationsFixture,
} from './shell-fixtures';

// Stories render any page, so every page-specific slice is in the store (the shop injects them per page).
injectAllSlices();

/** The fixture state of a small English site, for stories. */
export function storyState(overrides: Partial<RootState> = {}): Partial<RootState> {
  return {
    settings: { data: settingsFixture, status: 'succeeded' },
    translations: { texts: translationsFixture, status: 'succeeded' },
    siteContent: { header: headerFixture, footer: footerFixture, global: globalContentFixture },
    ...overrides,
  };
}

/**
 * Store and router around a story; the theme comes from Storybook's toolbar (or a story's `globals`).
 * The API client points nowhere: stories render fixtures and never fetch.
 */
export function StoryProviders({
  children,
  state = storyState(),
  route = '/en',
}: {
  children: ReactNode;
  state?: Partial<RootState>;
  route?: string;
}) {
  const store = makeStore({ api: createApiClient({ apiBase: 'http://127.0.0.1:9' }), preloadedState: state });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
}
