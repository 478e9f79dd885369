import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCardFixture } from '../test-fixtures/product-card-fixture';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { ProductCard, type ProductCardProps } from './product-card';

const renderCard = (props: Partial<ProductCardProps> = {}) =>
  render(
    <StorefrontThemeProvider>
      <ProductCard product={productCardFixture()} signedIn {...props} />
    </StorefrontThemeProvider>,
  );

const addButton = () => screen.getByRole('button', { name: /Add to cart|Added/ });
const quantity = () => screen.getByRole('textbox', { name: 'Quantity, Oslo lounge chair' });

describe('ProductCard', () => {
  it('shows name (linked), marketing text, codes, the best-seller tag and the stock level', () => {
    renderCard();
    const card = screen.getByRole('article', { name: 'Oslo lounge chair' });
    expect(screen.getByRole('link', { name: 'Oslo lounge chair' })).toHaveAttribute(
      'href',
      '/en/assortment/furniture/arm-chairs/oslo-lounge-chair/',
    );
    expect(card).toHaveTextContent('Oiled oak frame with a deep wool seat');
    expect(card).toHaveTextContent('Article no.OSLO-100');
    expect(card).toHaveTextContent('EL no.4012345');
    expect(card).toHaveTextContent('Alt. article no.ALT-77');
    expect(screen.getByText('Best seller')).toBeInTheDocument();
    expect(screen.getByText('In stock (10+)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Oslo lounge chair in oak and grey wool' })).toHaveAttribute(
      'width',
      '400',
    );
  });

  it('shows the promotion name', () => {
    const product = productCardFixture({
      promotion: {
        couponCode: null,
        promotionName: 'Black Week',
        promotionDescription: '',
        promotionDiscountAmount: { amount: 0, formattedString: '' },
        promotionDiscountPercentage: 20,
        evaluatedDiscountedPriceForPromotion: { amount: 0, formattedString: '' },
        roundedEvaluatedDiscountedPriceForPromotion: { amount: 0, formattedString: '' },
        roundedPromotionDiscountAmount: { amount: 0, formattedString: '' },
      },
    });
    renderCard({ product });
    expect(screen.getByText('Black Week')).toBeInTheDocument();
  });

  describe('given a signed-out visitor', () => {
    it('shows neither price nor add-to-cart', () => {
      renderCard({ signedIn: false, onAddToCart: vi.fn() });
      expect(screen.queryByText(/excl\. VAT/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    });
  });

  describe('given a signed-in visitor', () => {
    it('shows the price excl. VAT by default, or incl. VAT when asked', () => {
      const product = productCardFixture();
      const { unmount } = renderCard({ product });
      expect(screen.getByText('excl. VAT')).toBeInTheDocument();
      unmount();
      renderCard({ product, inclVat: true });
      expect(screen.getByText('incl. VAT')).toBeInTheDocument();
    });

    it('limits the stepper to the variation maximum', async () => {
      const user = userEvent.setup();
      renderCard({ onAddToCart: vi.fn() });
      await user.clear(quantity());
      await user.type(quantity(), '9{Enter}');
      expect(quantity()).toHaveValue('5');
      expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    });
  });

  describe('add to cart', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('is loading while the call runs, finished when it resolves, and resets with quantity 1 after 2.5 s', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      let resolve: (value: unknown) => void = () => undefined;
      const onAddToCart = vi.fn(() => new Promise((r) => (resolve = r)));
      renderCard({ onAddToCart });
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(addButton());
      expect(onAddToCart).toHaveBeenCalledWith('OSLO-100', 3);
      expect(addButton()).toHaveAttribute('aria-busy', 'true');
      await user.click(addButton());
      expect(onAddToCart).toHaveBeenCalledTimes(1);

      await act(async () => resolve({ ok: true }));
      expect(screen.getByRole('button', { name: 'Added' })).not.toHaveAttribute('aria-busy');
      expect(quantity()).toHaveValue('3');

      act(() => {
        vi.advanceTimersByTime(2499);
      });
      expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
      expect(quantity()).toHaveValue('1');
    });

    it('when the call rejects, returns to idle and keeps the quantity', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const onAddToCart = vi.fn(() => Promise.reject(new Error('out of stock')));
      renderCard({ onAddToCart });
      await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
      await user.click(addButton());
      await act(async () => undefined);
      expect(onAddToCart).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-busy');
      expect(quantity()).toHaveValue('2');
    });
  });

  describe('given hidePrice', () => {
    it("replaces price and cart with 'contact for price' opening the project-price page in a new tab", () => {
      renderCard({
        product: productCardFixture({ hidePrice: true, price: null }),
        onAddToCart: vi.fn(),
        projectPriceUrl: 'https://example.com/project-price?product=OSLO-100',
      });
      const contact = screen.getByRole('link', { name: /Contact for price/ });
      expect(contact).toHaveAttribute('href', 'https://example.com/project-price?product=OSLO-100');
      expect(contact).toHaveAttribute('target', '_blank');
      expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
      expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
      expect(screen.queryByText(/VAT/)).not.toBeInTheDocument();
    });
  });

  it('when the image fails to load, shows a placeholder instead', () => {
    renderCard();
    fireEvent.error(screen.getByRole('img', { name: 'Oslo lounge chair in oak and grey wool' }));
    const placeholder = screen.getByRole('img', {
      name: 'Oslo lounge chair in oak and grey wool (Image not available)',
    });
    expect(placeholder).toHaveAttribute('data-part', 'image-placeholder');
    expect(
      screen.queryByRole('img', { name: 'Oslo lounge chair in oak and grey wool' }),
    ).not.toBeInTheDocument();
  });

  it('the heart reports the product code and names its state', async () => {
    const user = userEvent.setup();
    const onFavouriteClick = vi.fn();
    const { rerender } = renderCard({ onFavouriteClick });
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(onFavouriteClick).toHaveBeenCalledWith('OSLO-100');
    rerender(
      <StorefrontThemeProvider>
        <ProductCard
          product={productCardFixture()}
          signedIn
          isFavourite
          onFavouriteClick={onFavouriteClick}
        />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeInTheDocument();
  });

  it("a heart disabled 'until-hydrated' is disabled in the server HTML and enabled once effects run", async () => {
    const card = (
      <StorefrontThemeProvider>
        <ProductCard
          product={productCardFixture()}
          signedIn
          onFavouriteClick={vi.fn()}
          favouriteDisabled="until-hydrated"
        />
      </StorefrontThemeProvider>
    );
    const html = renderToString(card);
    expect(html).toMatch(/<button[^>]*aria-label="Add to favourites"[^>]*disabled=""/);
    render(card);
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeEnabled();
  });

  it('the list variant shows the same content', () => {
    renderCard({ variant: 'list', onAddToCart: vi.fn() });
    expect(screen.getByRole('article', { name: 'Oslo lounge chair' })).toHaveAttribute(
      'data-variant',
      'list',
    );
    expect(addButton()).toBeInTheDocument();
  });
});
