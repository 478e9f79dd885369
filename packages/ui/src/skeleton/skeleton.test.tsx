import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from '../loading-screen/loading-screen';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { ProductPageSkeleton } from './product-page-skeleton';

describe('ProductPageSkeleton', () => {
  it('has one main image, 4 small images, a text block and 4 product-card skeletons', () => {
    const { container } = render(
      <StorefrontThemeProvider>
        <ProductPageSkeleton />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading product page' })).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-part="main-image"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-part="small-image"]')).toHaveLength(4);
    expect(container.querySelectorAll('[data-part="text"]')).toHaveLength(1);
    expect(screen.getAllByRole('status', { name: 'Loading product' })).toHaveLength(4);
  });
});

describe('LoadingScreen', () => {
  it("shows the logo titled 'home' in a busy region", () => {
    render(
      <StorefrontThemeProvider>
        <LoadingScreen />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('img', { name: 'home' })).toBeInTheDocument();
  });
});
