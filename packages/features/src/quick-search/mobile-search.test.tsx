import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { MobileSearch } from './mobile-search';

// jsdom has no modal dialogs. This stands in for the HTML dialog's showModal() with its focusing steps: it
// opens the dialog and focuses the first focusable element inside (the Close button here), which is what
// Chromium does and what the component has to correct.
beforeAll(() => {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button, input, [tabindex]')?.focus();
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('MobileSearch', () => {
  it('opens the search dialog with focus in its search box, not on the Close button', async () => {
    renderWithProviders(<MobileSearch />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    const box = within(dialog).getByRole('combobox', { name: 'Search' });
    expect(box).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).not.toHaveFocus();
  });

  it('closes with its Close button', async () => {
    renderWithProviders(<MobileSearch />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('combobox', { name: 'Search' })).toBeNull();
  });
});
