import '@testing-library/jest-dom/vitest';
import type { ProductPage } from '@storefront/api-client';
import { createApiClient } from '@storefront/api-client';
import { makeStore } from '@storefront/features';
import { StorefrontThemeProvider } from '@storefront/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { pageComponentFor, preparePageNavigation } from '../pages/page-registry';
import { PageView } from './page-view';

const api = createApiClient({ apiBase: 'http://127.0.0.1:9' });

afterEach(() => cleanup());

function renderPage(page: { pageType: string }) {
  // Only the page type matters before the chunk has loaded.
  const current = page as ProductPage;
  const store = makeStore({
    api,
    preloadedState: { page: { status: 'succeeded', current, httpStatus: 200, showErrorPage: false } },
  });
  return render(
    <Provider store={store}>
      <StorefrontThemeProvider initialTheme="light" persist={false}>
        <PageView />
      </StorefrontThemeProvider>
    </Provider>,
  );
}

describe('PageView while the page chunk loads', () => {
  it('shows the product page skeleton for a product page', () => {
    renderPage({ pageType: 'ProductBase' });
    expect(screen.getByRole('status', { name: 'Loading product page' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-placeholder')).toBeNull();
  });

  it('shows the generic loading placeholder for other page types', () => {
    renderPage({ pageType: 'InformationPage' });
    expect(screen.getByTestId('page-placeholder')).toBeInTheDocument();
  });
});

describe('preparePageNavigation', () => {
  it('waits for the chunk of a page without its own placeholder', async () => {
    await preparePageNavigation('StandardPage');
    expect(pageComponentFor('StandardPage')?.loaded).toBeDefined();
  });

  it('lets a product page show its skeleton while its chunk is still loading', async () => {
    await preparePageNavigation('ProductPage');
    const entry = pageComponentFor('ProductPage');
    expect(entry?.loaded).toBeUndefined();
    await entry?.pending;
    expect(entry?.loaded).toBeDefined();
  });
});
