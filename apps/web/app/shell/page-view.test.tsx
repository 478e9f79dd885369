import '@testing-library/jest-dom/vitest';
import type { ProductPage } from '@storefront/api-client';
import { createApiClient } from '@storefront/api-client';
import { makeStore } from '@storefront/features/store';
import { StorefrontThemeProvider } from '@storefront/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage, lazyPlaceholder, preloadLazyPlaceholder, prepareNavigationTo } from '../pages/lazy-page';
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
  it('shows the product page skeleton for a product page once the skeleton is in', async () => {
    // Not loaded until a navigation asks for it (a server-rendered product page never needs it).
    const placeholder = pageComponentFor('ProductBase')?.placeholder;
    if (!placeholder) throw new Error('the product page has a placeholder');
    expect(placeholder.loaded).toBeUndefined();
    await preloadLazyPlaceholder(placeholder);
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

  it('loads the product page skeleton and the product page', async () => {
    await preparePageNavigation('ProductPage');
    const entry = pageComponentFor('ProductPage');
    expect(entry?.placeholder?.loaded).toBeDefined();
    await entry?.pending;
    expect(entry?.loaded).toBeDefined();
  });
});

const Page = () => null;
const Skeleton = () => null;

describe('prepareNavigationTo', () => {
  const never = () => new Promise<never>(() => undefined);

  it('resolves with the placeholder in while the page chunk is still loading', async () => {
    const entry = lazyPage(never, { placeholder: lazyPlaceholder(async () => ({ default: Skeleton })) });
    await prepareNavigationTo(entry);
    expect(entry.placeholder?.loaded).toBe(Skeleton);
    expect(entry.loaded).toBeUndefined();
  });

  it('resolves when the placeholder cannot be loaded, leaving the generic one to show', async () => {
    const entry = lazyPage(never, {
      placeholder: lazyPlaceholder(() => Promise.reject(new Error('offline'))),
    });
    await prepareNavigationTo(entry);
    expect(entry.placeholder?.loaded).toBeUndefined();
  });

  it('waits for the page chunk of a page without a placeholder', async () => {
    let arrive: (module: { default: typeof Page }) => void = () => undefined;
    const entry = lazyPage(() => new Promise((resolve) => (arrive = resolve)));
    let done = false;
    const preparing = prepareNavigationTo(entry).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    arrive({ default: Page });
    await preparing;
    expect(entry.loaded).toBe(Page);
  });
});
