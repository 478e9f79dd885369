import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorPage } from '../content';
import { loadFooter } from '../footer';
import { renderWithProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { storyState } from '../test/story-providers';
import { AppShell } from './app-shell';

const pageState = (pageType: Parameters<typeof pageFixture>[0]['pageType']) => ({
  status: 'succeeded' as const,
  current: pageFixture({ pageType }),
  httpStatus: 200,
  showErrorPage: false,
});

// The footer's module is transformed ahead, so its on-demand import does not race the query's timeout on a
// busy machine.
beforeAll(async () => {
  await loadFooter();
});

describe('AppShell', () => {
  it('frames a page with skip link, header, the maincontent region and footer', async () => {
    renderWithProviders(
      <AppShell cartCount={2}>
        <p>Page body</p>
      </AppShell>,
      { preloadedState: storyState({ page: pageState('StandardPage') }) },
    );
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#maincontent',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'maincontent');
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    // The footer's code loads on demand (when it comes into view; at once without server markup).
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('© 2026 Storefront AS');
    expect(screen.getAllByRole('link', { name: 'Cart, 2 items in the cart' }).length).toBeGreaterThan(0);
  });

  it('uses the checkout header and no footer on the checkout page', async () => {
    renderWithProviders(
      <AppShell>
        <p>Checkout</p>
      </AppShell>,
      { preloadedState: storyState({ page: pageState('CheckoutPage') }) },
    );
    // The checkout header's code loads on demand.
    expect(await screen.findByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch global settings' on the error page when settings failed", () => {
    renderWithProviders(
      <AppShell>
        <ErrorPage />
      </AppShell>,
      {
        preloadedState: {
          errors: {
            application: { status: 500, message: 'Failed to fetch global settings' },
            inputErrors: {},
          },
        },
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch global settings');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected error');
  });
});
