import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceFixture, shownPriceFixture } from '../test-fixtures/price-fixtures';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { Price } from './price';

/** Testing Library collapses the no-break spaces of sv-SE money texts in the DOM; do the same to the query. */
const text = (value: string) => value.replace(/\s+/g, ' ');
const renderPrice = (ui: React.ReactNode) => render(<StorefrontThemeProvider>{ui}</StorefrontThemeProvider>);

describe('Price', () => {
  it('given excl. VAT, shows the ex-VAT price and says so', () => {
    const price = priceFixture(1000);
    renderPrice(<Price display={shownPriceFixture(1000)} />);
    expect(screen.getByText(text(price.priceExVat.formattedString))).toBeInTheDocument();
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
    expect(screen.queryByText(text(price.priceIncVat.formattedString))).not.toBeInTheDocument();
  });

  it('given incl. VAT, shows the inc-VAT price', () => {
    const price = priceFixture(1000);
    renderPrice(<Price display={shownPriceFixture(1000, 1000, true)} />);
    expect(screen.getByText(text(price.priceIncVat.formattedString))).toBeInTheDocument();
    expect(screen.getByText('incl. VAT')).toBeInTheDocument();
  });

  it('given a discount, strikes through the regular price and names both for screen readers', () => {
    const price = priceFixture(1000, 800);
    const { container } = renderPrice(<Price display={shownPriceFixture(1000, 800, true)} />);
    const regular = container.querySelector('s');
    expect(regular).toHaveTextContent(text(`Regular price ${price.regularPriceIncVat.formattedString}`));
    expect(container.querySelector('[data-part="current-price"]')).toHaveTextContent(
      text(`Now ${price.priceIncVat.formattedString}`),
    );
    expect(screen.getByText('−20 %')).toBeInTheDocument();
  });

  it('given no discount, shows no struck-through price', () => {
    const { container } = renderPrice(<Price display={shownPriceFixture(1000, 1000, true)} />);
    expect(container.querySelector('s')).toBeNull();
  });

  it('draws what priceDisplay decided: a price above the regular one is no sale, and takes its labels', () => {
    const { container } = renderPrice(
      <Price display={shownPriceFixture(1000, 1200)} labels={{ exclVat: 'exkl. moms' }} />,
    );
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getByText('exkl. moms')).toBeInTheDocument();
  });
});
