import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { CheckoutHeader, showsCheckoutAccountLink } from './checkout-header';

const texts = { back: 'Back', home: 'home', account: 'My account' };

describe('CheckoutHeader', () => {
  it('shows back, the logo home and, for a signed-in customer, the account link', () => {
    renderWithProviders(
      <CheckoutHeader
        homeUrl="/en"
        accountUrl="/en/account"
        signedIn
        pageType="CheckoutPage"
        texts={texts}
      />,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'home' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/en/account');
  });

  it('hides the account link from anonymous visitors', () => {
    renderWithProviders(
      <CheckoutHeader
        homeUrl="/en"
        accountUrl="/en/account"
        signedIn={false}
        pageType="CheckoutPage"
        texts={texts}
      />,
    );
    expect(screen.queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
  });

  it.each([
    [true, 'CheckoutPage', true],
    [true, 'ErrorPage', false],
    [true, 'NotFoundPage', false],
    [false, 'CheckoutPage', false],
  ])('signed in %s on %s shows the account link: %s', (signedIn, pageType, shown) => {
    expect(showsCheckoutAccountLink(signedIn, pageType)).toBe(shown);
  });
});
