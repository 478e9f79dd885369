// A server-rendered page from the installed packages: the theme provider, a ProductCard, and a features
// component (ThemeToggle, from the header feature's subpath) under a features store.
import { createLazyApiClient } from '@storefront/api-client';
import { ThemeToggle } from '@storefront/features/header';
import { makeStore } from '@storefront/features/store';
import { ProductCard, StorefrontThemeProvider } from '@storefront/ui';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { productFixture } from '../product-fixture';

export default function Home() {
  const [store] = useState(() => makeStore({ api: createLazyApiClient({ apiBase: '', language: 'en' }) }));
  return (
    <Provider store={store}>
      <StorefrontThemeProvider initialTheme="dark" persist={false}>
        <main>
          <h1>Pack test shop</h1>
          <ThemeToggle label="Dark theme" />
          <ProductCard product={productFixture} signedIn />
        </main>
      </StorefrontThemeProvider>
    </Provider>
  );
}
