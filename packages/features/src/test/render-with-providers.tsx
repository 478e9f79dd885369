import { type ApiClient, createApiClient } from '@storefront/api-client';
import { StorefrontThemeProvider, type ThemeName } from '@storefront/ui';
import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { type AppStore, makeStore } from '../store/make-store';
import type { RootState } from '../store/root-reducer';

/** Options of `renderWithProviders`. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** Store state to start from. */
  preloadedState?: Partial<RootState>;
  /** API client for thunks; defaults to a client whose calls resolve to exceptions (nothing listens). */
  api?: ApiClient;
  /** A store to use instead of a new one. */
  store?: AppStore;
  /** Theme to render in; defaults to the store's theme. */
  theme?: ThemeName;
  /** Initial address of the MemoryRouter. @default '/en' */
  route?: string;
}

interface ProvidersProps {
  store: AppStore;
  theme: ThemeName;
  route: string;
  children: ReactNode;
}

/** The storefront's providers around a test or story: store, theme (not persisted), router. */
export function TestProviders({ store, theme, route, children }: ProvidersProps) {
  return (
    <Provider store={store}>
      <StorefrontThemeProvider initialTheme={theme} persist={false}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </StorefrontThemeProvider>
    </Provider>
  );
}

/**
 * Renders UI inside the storefront's providers (store, Emotion theme, MemoryRouter) for component tests.
 * @example const { store } = renderWithProviders(<Header />, { preloadedState, route: '/en/about' });
 */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const {
    preloadedState,
    api = createApiClient({ apiBase: 'http://127.0.0.1:9' }),
    store = makeStore({ api, preloadedState }),
    theme,
    route = '/en',
    ...renderOptions
  } = options;
  const wrap = (element: ReactElement) => (
    <TestProviders store={store} theme={theme ?? store.getState().theme.name} route={route}>
      {element}
    </TestProviders>
  );
  const result = render(wrap(ui), renderOptions);
  return { store, ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
