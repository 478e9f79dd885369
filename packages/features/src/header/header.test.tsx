import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { globalContentFixture, headerFixture } from '../test/shell-fixtures';
import { Header } from './header';
import { headerTexts } from './header-texts';

const texts = headerTexts((_key, fallback) => fallback);
const urls = {
  home: '/en',
  search: '/en/search',
  cart: '/en/cart-page',
  account: '/en/account',
  favourites: '/en/account?view=Favorites',
};

function renderHeader(cartCount = 0) {
  return renderWithProviders(
    <Header
      content={headerFixture}
      globalContent={globalContentFixture}
      urls={urls}
      texts={texts}
      cartCount={cartCount}
    />,
  );
}

describe('Header', () => {
  it('links the logo home and offers account, favourites and cart', () => {
    renderHeader();
    expect(screen.getAllByRole('link', { name: 'home' })[0]).toHaveAttribute('href', '/en');
    expect(screen.getAllByRole('link', { name: 'Account' })[0]).toHaveAttribute('href', '/en/account');
    expect(screen.getAllByRole('link', { name: 'Favourites' })[0]).toHaveAttribute(
      'href',
      '/en/account?view=Favorites',
    );
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('hands focus back to the menu button when Escape or the close button closes the mobile menu', async () => {
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    fireEvent.click(menuButton);
    // The menu's code loads on the first opening.
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();

    fireEvent.click(menuButton);
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('shows the cart count as a badge', () => {
    renderHeader(4);
    expect(screen.getAllByTestId('count-badge')[0]).toHaveTextContent('4');
  });

  it('shows a clear button only while the search box holds text', async () => {
    renderHeader();
    // The default search form (no quick search plugged in) loads on demand.
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'sofa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('has the support menu with e-mail and phone links', () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(screen.getByRole('link', { name: /E-mail us/ })).toHaveAttribute(
      'href',
      'mailto:support@storefront.example',
    );
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+4722000000');
  });
});
