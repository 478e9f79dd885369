import type { AlternativeLink } from '@storefront/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { headerFixture, settingsFixture } from '../test/shell-fixtures';
import { CountrySelector } from './country-selector';
import { MobileMenu } from './mobile-menu';

const alternativeLinks: AlternativeLink[] = [
  { language: 'en', href: '/en/about' },
  { language: 'no', href: '/no/om-oss' },
];

const selector = (
  <CountrySelector
    current={settingsFixture.currentCountry}
    countries={[
      { code: 'NO', name: 'Norway', url: '/en' },
      { code: 'SE', name: 'Sweden', url: '/se' },
    ]}
    alternativeLinks={alternativeLinks}
    languageNames={{ en: 'English', no: 'Norwegian' }}
    label="Country"
  />
);

/** Shows the router's address, to see where a link led. */
function Address() {
  return <output aria-label="Address">{useLocation().pathname}</output>;
}

function renderSelector() {
  const user = userEvent.setup();
  const result = renderWithProviders(
    <>
      {selector}
      <Address />
    </>,
    { route: '/en/about', preloadedState: { settings: { data: settingsFixture, status: 'succeeded' } } },
  );
  return { ...result, user };
}

/** The mobile menu, open, with the country selector among its extra controls. */
function MenuWithSelector() {
  const [menuOpen, setMenuOpen] = useState(true);
  return (
    <MobileMenu
      open={menuOpen}
      onClose={() => setMenuOpen(false)}
      items={headerFixture.mainNavigation}
      links={headerFixture.links}
      texts={{
        menu: 'Menu',
        closeMenu: 'Close menu',
        back: 'Back',
        seeAllProducts: 'See all products',
        seeOverview: 'See overview',
        mainNavigation: 'Main navigation',
        headerLinks: 'Shortcuts',
      }}
      footer={selector}
    />
  );
}

/** Opens the selector and waits for its lazy modal. */
async function open(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  return screen.findByRole('dialog', { name: 'Country' }, { timeout: 15_000 });
}

// The modal is a lazy chunk: its first load transforms it, which takes a while on a busy machine.
describe('CountrySelector', { timeout: 45_000 }, () => {
  it('is a button named by the label and the current country that opens a dialog', async () => {
    const { user } = renderSelector();
    const button = screen.getByRole('button', { name: 'NO, Country: Norway' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Nothing of the modal before the first opening.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sweden' })).not.toBeInTheDocument();

    const dialog = await open(user, button);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Country' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('lists the countries with the current one marked, and this page in its languages', async () => {
    const { user } = renderSelector();
    const dialog = await open(user, screen.getByRole('button', { name: 'NO, Country: Norway' }));
    const countries = within(within(dialog).getByRole('list', { name: 'Country' })).getAllByRole('link');
    expect(countries.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Norway', '/en'],
      ['Sweden', '/se'],
    ]);
    expect(countries[0]).toHaveAttribute('aria-current', 'true');
    expect(countries[1]).not.toHaveAttribute('aria-current');

    const languages = within(dialog).getByRole('region', { name: 'Language' });
    const english = within(languages).getByRole('link', { name: 'English' });
    const norwegian = within(languages).getByRole('link', { name: 'Norwegian' });
    expect(english).toHaveAttribute('href', '/en/about');
    expect(english).toHaveAttribute('aria-current', 'true');
    expect(norwegian).toHaveAttribute('href', '/no/om-oss');
    expect(norwegian).toHaveAttribute('hreflang', 'no');
    expect(norwegian).toHaveAttribute('lang', 'no');
    expect(norwegian).not.toHaveAttribute('aria-current');
  });

  it('keeps Tab inside, and Escape closes it with focus back on the button', async () => {
    const { user } = renderSelector();
    const button = screen.getByRole('button', { name: 'NO, Country: Norway' });
    const dialog = await open(user, button);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a language link in place and closes', async () => {
    const { user } = renderSelector();
    const dialog = await open(user, screen.getByRole('button', { name: 'NO, Country: Norway' }));
    await user.click(within(dialog).getByRole('link', { name: 'Norwegian' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/no/om-oss');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from inside the mobile menu, above it; Escape closes only the modal and the menu keeps Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MenuWithSelector />, { route: '/en/about' });
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const button = within(menu).getByRole('button', { name: 'NO, Country: Norway' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Country' }, { timeout: 15_000 });
    expect(menu).not.toContainElement(dialog);
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 3; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Country' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(button).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
    }
    // The next Escape is the menu's.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
