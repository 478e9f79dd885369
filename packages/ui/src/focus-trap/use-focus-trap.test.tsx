import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../modal/modal';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { focusableElements } from './focusable';
import { type FocusTrapOptions, isInOtherModal, useFocusTrap } from './use-focus-trap';

const renderWithProviders = (ui: ReactElement) =>
  render(<StorefrontThemeProvider>{ui}</StorefrontThemeProvider>);

/** A trapped panel like the mobile menu, with a modal it can open (portaled) and a dialog nested in it. */
function Menu() {
  const panel = useRef<HTMLDivElement>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  useFocusTrap(panel, { active: true });
  return (
    <div ref={panel} role="dialog" aria-modal="true" aria-label="Menu">
      <button type="button">Menu first</button>
      <button type="button" onClick={() => setModalOpen(true)}>
        Open modal
      </button>
      <button type="button" onClick={() => setNestedOpen(true)}>
        Open nested
      </button>
      <button type="button">Menu last</button>
      {/* Last in the menu: its last button is the menu's last stop too, where the menu's trap would wrap. */}
      {nestedOpen ? <NestedDialog /> : null}
      <Modal open={modalOpen} onOpenChange={setModalOpen} title="Country">
        <a href="/en">Norway</a>
        <a href="/se">Sweden</a>
      </Modal>
    </div>
  );
}

/** A dialog inside the menu's own element, with its own trap. */
function NestedDialog() {
  const own = useRef<HTMLDivElement>(null);
  useFocusTrap(own, { active: true });
  return (
    <div ref={own} role="dialog" aria-modal="true" aria-label="Nested">
      <button type="button">Nested one</button>
      <button type="button">Nested two</button>
    </div>
  );
}

function renderMenu() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <button type="button">Page before</button>
      <Menu />
      <button type="button">Page after</button>
    </>,
  );
  return user;
}

describe('useFocusTrap', () => {
  it('cycles Tab and Shift+Tab inside its container', async () => {
    const user = renderMenu();
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(screen.getByRole('button', { name: 'Menu first' })).toHaveFocus();
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(menu).toContainElement(document.activeElement as HTMLElement);
      seen.add(document.activeElement?.textContent ?? '');
    }
    expect(seen).toEqual(new Set(['Menu first', 'Open modal', 'Open nested', 'Menu last']));
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('leaves Tab to a modal opened from the container, in a portal, and resumes when it closes', async () => {
    const user = renderMenu();
    const opener = screen.getByRole('button', { name: 'Open modal' });
    await user.click(opener);
    const modal = screen.getByRole('dialog', { name: 'Country' });
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu).not.toContainElement(modal);
    const seen = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(modal).toContainElement(document.activeElement as HTMLElement);
      seen.add(
        document.activeElement?.textContent || (document.activeElement?.getAttribute('aria-label') ?? ''),
      );
    }
    // Every stop of the modal is reached: close button and both links.
    expect(seen).toEqual(new Set(['Close', 'Norway', 'Sweden']));
    for (let i = 0; i < 4; i += 1) {
      await user.tab({ shift: true });
      expect(modal).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Country' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(menu).toContainElement(document.activeElement as HTMLElement);
  });

  it('leaves Tab to a dialog nested inside the container', async () => {
    const user = renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open nested' }));
    const nested = screen.getByRole('dialog', { name: 'Nested' });
    expect(screen.getByRole('button', { name: 'Nested one' })).toHaveFocus();
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(nested).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(nested).toContainElement(document.activeElement as HTMLElement);
  });
});

/** A panel opened from a button, trapped while open, closed by Escape or its own button. */
function Opener({
  children,
  ...options
}: Omit<FocusTrapOptions, 'active' | 'onEscape'> & { children?: ReactElement }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, { ...options, active: open, onEscape: () => setOpen(false) });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open panel
      </button>
      {open ? (
        <div ref={panel} role="dialog" aria-modal="true" aria-label="Panel" tabIndex={-1}>
          {children ?? (
            <>
              <button type="button">Panel first</button>
              <button type="button" onClick={() => setOpen(false)}>
                Panel close
              </button>
            </>
          )}
        </div>
      ) : null}
      <button type="button">Page after</button>
    </>
  );
}

describe('useFocusTrap, start and end', () => {
  it('moves focus to the first focusable element, closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open panel' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Panel first' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Panel first' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Panel close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives focus back when the panel closes by its own button too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    await user.click(screen.getByRole('button', { name: 'Panel close' }));
    expect(screen.getByRole('button', { name: 'Open panel' })).toHaveFocus();
  });

  it('given initialFocus container, focuses the container; Tab from it goes to the first element, Shift+Tab to the last', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener initialFocus="container" />);
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    const panel = screen.getByRole('dialog', { name: 'Panel' });
    expect(panel).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Panel first' })).toHaveFocus();
    panel.focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Panel close' })).toHaveFocus();
  });

  it('given restoreFocus false, leaves focus where the caller puts it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Opener restoreFocus={false} />);
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open panel' })).not.toHaveFocus();
  });

  it('given nothing focusable inside, keeps focus in the container on Tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Opener initialFocus="container">
        <p>Saved.</p>
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toHaveFocus();
  });

  it('leaves Escape alone when something inside has handled it already', async () => {
    const user = userEvent.setup();
    const handled = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    });
    renderWithProviders(
      <Opener>
        <input aria-label="Search" onKeyDown={handled} />
      </Opener>,
    );
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(handled).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Panel' })).toBeInTheDocument();
  });
});

describe('focusableElements', () => {
  it('lists what Tab reaches, in document order, leaving out disabled, hidden, inert and tabindex=-1 elements', () => {
    document.body.innerHTML = `
      <div id="root">
        <a href="/a" id="link">a</a>
        <a id="no-href">b</a>
        <button id="button">c</button>
        <button disabled>d</button>
        <input type="hidden" />
        <input id="input" />
        <select id="select"><option>x</option></select>
        <textarea disabled></textarea>
        <div tabindex="0" id="tab0">e</div>
        <div tabindex="-1">f</div>
        <button tabindex="-1">g</button>
        <div hidden><button>h</button></div>
        <div inert><button>i</button></div>
        <div contenteditable="true" id="editable">j</div>
      </div>`;
    const root = document.getElementById('root') as HTMLElement;
    expect(focusableElements(root).map((element) => element.id)).toEqual([
      'link',
      'button',
      'input',
      'select',
      'tab0',
      'editable',
    ]);
    document.body.innerHTML = '';
  });
});

describe('isInOtherModal', () => {
  it('tells the container itself, its descendants and an enclosing dialog from another modal dialog', () => {
    document.body.innerHTML = `
      <div role="dialog" aria-modal="true" id="outer">
        <div id="root"><button id="inside">a</button>
          <div role="dialog" aria-modal="true"><button id="nested">b</button></div>
        </div>
      </div>
      <div role="dialog" aria-modal="true"><button id="portal">c</button></div>
      <div role="dialog"><button id="non-modal">d</button></div>`;
    const root = document.getElementById('root') as HTMLElement;
    const at = (id: string) => document.getElementById(id);
    expect(isInOtherModal(root, at('inside'))).toBe(false);
    expect(isInOtherModal(root, at('nested'))).toBe(true);
    expect(isInOtherModal(root, at('portal'))).toBe(true);
    expect(isInOtherModal(root, at('non-modal'))).toBe(false);
    expect(isInOtherModal(root, document.body)).toBe(false);
    expect(isInOtherModal(root, null)).toBe(false);
    document.body.innerHTML = '';
  });
});
