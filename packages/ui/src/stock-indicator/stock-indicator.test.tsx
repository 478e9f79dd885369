import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { StockIndicator } from './stock-indicator';

describe('StockIndicator', () => {
  it.each([
    [false, 100, 'Discontinued'],
    [true, 0, 'Not in stock'],
    [true, -3, 'Not in stock'],
    [true, 1, 'Few left'],
    [true, 10, 'Few left'],
    [true, 11, 'In stock (10+)'],
    [true, 50, 'In stock (10+)'],
    [true, 51, 'In stock (50+)'],
  ])('active %s with %i in stock reads "%s"', (active, quantity, text) => {
    render(
      <StorefrontThemeProvider>
        <StockIndicator active={active} inStockQuantity={quantity} />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('takes translated texts', () => {
    render(
      <StorefrontThemeProvider>
        <StockIndicator active inStockQuantity={3} texts={{ 'few-left': 'Få igjen' }} />
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText('Få igjen')).toBeInTheDocument();
  });
});
