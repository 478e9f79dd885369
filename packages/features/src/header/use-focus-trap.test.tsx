import { Modal } from '@storefront/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { isInOtherModal, useFocusTrap } from './use-focus-trap';

/** A trapped panel like the mobile menu, with a modal it can open (portaled) and a dialog nested in it. */
function Menu() {
  const panel = useRef<HTMLDivElement>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [nestedOpen, setNestedOpen] = useState(false);
  useFocusTrap(panel, true);
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
  useFocusTrap(own, true);
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
