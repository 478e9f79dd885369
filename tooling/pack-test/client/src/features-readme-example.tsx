// The example of packages/features/README.md, as written there.
import { createApiClient } from '@storefront/api-client';
import { makeStore, ThemeToggle } from '@storefront/features';
import { StorefrontThemeProvider } from '@storefront/ui';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';

const store = makeStore({ api: createApiClient({ apiBase: 'https://shop.example' }) });

export function Embedded() {
  return (
    <Provider store={store}>
      <MemoryRouter>
        <StorefrontThemeProvider withGlobalStyles={false} persist={false}>
          <ThemeToggle label="Dark theme" />
        </StorefrontThemeProvider>
      </MemoryRouter>
    </Provider>
  );
}
