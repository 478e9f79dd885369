import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { headerFixture } from '../test/shell-fixtures';
import { MobileMenu } from './mobile-menu';

const texts = {
  menu: 'Menu',
  closeMenu: 'Close menu',
  back: 'Back',
  seeAllProducts: 'See all products',
  seeOverview: 'See overview',
  mainNavigation: 'Main navigation',
  headerLinks: 'Shortcuts',
};

function Harness({ footer }: { footer?: ReactNode }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">Before</button>
      <MobileMenu
        open={open}
        onClose={() => setOpen(false)}
        items={headerFixture.mainNavigation}
        links={headerFixture.links}
        texts={texts}
        footer={footer}
      />
      <button type="button">After</button>
    </>
  );
}

describe('MobileMenu', () => {
  it('keeps Tab focus inside while open, both ways', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 12; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('walks down the tree with the overview link of each level, and back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Assortment' }));
    await user.click(screen.getByRole('button', { name: 'Furniture' }));
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute(
      'href',
      '/en/assortment/furniture',
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Furniture' })).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when a link in its footer is followed (My account), not when a footer button is pressed', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness
        footer={
          <>
            <button type="button">Sign in</button>
            <a href="/en/account">My account</a>
          </>
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'My account' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
