import type { Page } from '@storefront/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { testCustomer } from '../test/account-fixtures';
import { makeProduct } from '../test/product-fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { pageFixture } from '../test/shell-fixtures';
import { ProductPage } from './product-page';

const productPage = (overrides = {}) =>
  pageFixture({ pageType: 'ProductPage', product: makeProduct(overrides) } as Partial<Page> & {
    pageType: 'ProductPage';
  });

describe('ProductPage', () => {
  beforeEach(() => {
    window.dataLayer = undefined;
  });

  describe('given a product with two colours', () => {
    it('shows name, brand, code, el-number, USPs and specifications', () => {
      renderWithProviders(<ProductPage page={productPage()} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Oslo arm chair' })).toBeInTheDocument();
      expect(screen.getByText('Nordform')).toBeInTheDocument();
      expect(screen.getByTestId('variation-code')).toHaveTextContent('OSLO-1-BLK');
      expect(screen.getByText(/1234567/)).toBeInTheDocument();
      expect(screen.getByText('Solid oak frame')).toBeInTheDocument();
      expect(screen.getByText('Seat height')).toBeInTheDocument();
      expect(screen.getByTestId('related-products')).toBeInTheDocument();
    });

    it('switching colour changes the image, the code and the stock', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ProductPage page={productPage()} />);
      expect(screen.getByTestId('product-main-image')).toHaveAttribute(
        'src',
        expect.stringContaining('black-1'),
      );
      expect(screen.getByTestId('variation-stock')).toHaveTextContent('In stock (10+)');
      await user.click(screen.getByTitle('Oak'));
      expect(screen.getByRole('radio', { name: /Oak/ })).toBeChecked();
      expect(screen.getByTestId('product-main-image')).toHaveAttribute(
        'src',
        expect.stringContaining('oak-1'),
      );
      expect(screen.getByTestId('variation-code')).toHaveTextContent('OSLO-1-OAK');
      expect(screen.getByTestId('variation-stock')).toHaveTextContent('Not in stock');
    });

    it('moves through the images with the slider and the thumbnails', async () => {
      const user = userEvent.setup();
      renderWithProviders(<ProductPage page={productPage()} />);
      await user.click(screen.getByRole('button', { name: 'Next image' }));
      expect(screen.getByTestId('product-main-image')).toHaveAttribute(
        'src',
        expect.stringContaining('black-2'),
      );
      await user.click(screen.getByRole('button', { name: 'Previous image' }));
      await user.click(screen.getByRole('button', { name: 'Previous image' }));
      expect(screen.getByTestId('product-main-image')).toHaveAttribute(
        'src',
        expect.stringContaining('black-3'),
      );
      await user.click(screen.getByRole('button', { name: 'Show image 1' }));
      expect(screen.getByTestId('product-main-image')).toHaveAttribute(
        'src',
        expect.stringContaining('black-1'),
      );
    });

    it('reports view_item once with the chosen colour', () => {
      renderWithProviders(<ProductPage page={productPage()} />);
      expect(window.dataLayer).toEqual([
        expect.objectContaining({
          event: 'view_item',
          ecommerce: expect.objectContaining({
            items: [
              expect.objectContaining({
                item_id: 'OSLO-1',
                item_variant: 'Black',
                item_category: 'Furniture',
              }),
            ],
          }),
        }),
      ]);
    });

    it('reports view_item with price and value to a signed-in customer only (spec §6)', () => {
      const priced = (event: unknown) => {
        const { ecommerce } = event as { ecommerce: { value?: number; items: Array<{ price?: number }> } };
        return { value: ecommerce.value, price: ecommerce.items[0]?.price };
      };
      renderWithProviders(<ProductPage page={productPage()} />);
      expect(priced(window.dataLayer?.[0])).toEqual({ value: undefined, price: undefined });
      window.dataLayer = undefined;
      renderWithProviders(<ProductPage page={productPage()} />, {
        preloadedState: {
          customerSession: {
            customer: testCustomer({ id: 'c1', email: 'kari@example.no' }),
            status: 'succeeded',
          },
        },
      });
      expect(priced(window.dataLayer?.[0])).toEqual({ value: expect.any(Number), price: expect.any(Number) });
      expect(priced(window.dataLayer?.[0]).price).toBeGreaterThan(0);
    });

    it('puts the product structured data in the page', () => {
      const { container } = renderWithProviders(<ProductPage page={productPage()} />);
      const script = container.querySelector('script[type="application/ld+json"]');
      expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'Product', sku: 'OSLO-1' });
    });
  });

  describe('given an anonymous shopper', () => {
    it('puts structured data without offers or prices in the page', () => {
      const { container } = renderWithProviders(<ProductPage page={productPage()} />);
      const script = container.querySelector('script[type="application/ld+json"]');
      const data = JSON.parse(script?.textContent ?? '{}');
      expect(data).toMatchObject({ '@type': 'Product', sku: 'OSLO-1' });
      expect(data).not.toHaveProperty('offers');
    });

    it('shows no price or add to cart, and contact for price for hidePrice products', () => {
      renderWithProviders(<ProductPage page={productPage({ hidePrice: true })} />);
      expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Contact for price' })).toBeInTheDocument();
    });
  });
});
