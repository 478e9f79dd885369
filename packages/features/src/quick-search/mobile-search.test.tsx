import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { preloadQuickSearch } from './load-quick-search';
import { MobileSearch } from './mobile-search';

// The dialog's code and the quick search's on-demand parts are in, as in the shop once the box has had focus:
// otherwise the search box's focus starts loading them and the last test can end (and the environment go) while
// the search page's module graph is still loading (their lazy loading has its own test,
// quick-search-lazy.test.tsx).
beforeAll(async () => {
  await Promise.all([preloadQuickSearch(), import('./mobile-search-dialog')]);
});

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
