import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button/button';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { Modal, SidePanelModal } from './modal';

function Harness({ side = false, onBack }: { side?: boolean; onBack?: () => void }) {
  const [open, setOpen] = useState(false);
  const Dialog = side ? SidePanelModal : Modal;
  return (
    <StorefrontThemeProvider>
      <Button onClick={() => setOpen(true)}>Open filter</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Filter"
        onBack={onBack}
        footer={<Button onClick={() => setOpen(false)}>Show 24 products</Button>}
      >
        <label>
          Search in filters
          <input />
        </label>
      </Dialog>
    </StorefrontThemeProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setupUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

async function openDialog(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: 'Open filter' }));
  return screen.getByRole('dialog', { name: 'Filter' });
}

describe('Modal', () => {
  it('given closed, renders nothing', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when opened, is a modal dialog named by its title, in a portal on body', async () => {
    const user = setupUser();
    const { container } = render(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('adds no page landmarks: its header and footer are not banner or contentinfo', async () => {
    const user = setupUser();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog.querySelector('header, footer')).toBeNull();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show 24 products' })).toBeVisible();
  });

  it('moves focus into the dialog at once and to the close button after exactly 1 s', async () => {
    const user = setupUser();
    render(<Harness />);
    const dialog = await openDialog(user);
    expect(dialog).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(dialog).toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('does not steal focus the shopper already moved inside within that second', async () => {
    const user = setupUser();
    render(<Harness />);
    await openDialog(user);
    const input = screen.getByRole('textbox', { name: 'Search in filters' });
    await user.click(input);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(input).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = setupUser();
    render(<Harness onBack={() => undefined} />);
    await openDialog(user);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    const back = screen.getByRole('button', { name: 'Back' });
    const close = screen.getByRole('button', { name: 'Close' });
    const input = screen.getByRole('textbox', { name: 'Search in filters' });
    const footerButton = screen.getByRole('button', { name: 'Show 24 products' });
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(footerButton).toHaveFocus();
    await user.tab();
    expect(back).toHaveFocus();
    await user.tab({ shift: true });
    expect(footerButton).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Open filter', hidden: true })).not.toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = setupUser();
    render(<Harness />);
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open filter' })).toHaveFocus();
  });

  it('closes with the close button and the backdrop, restoring focus each time', async () => {
    const user = setupUser();
    render(<Harness />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open filter' })).toHaveFocus();
    await openDialog(user);
    const backdrop = document.querySelector<HTMLElement>('[data-part="backdrop"]')!;
    await user.click(backdrop);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks body scroll while open and restores it on close', async () => {
    const user = setupUser();
    document.body.style.overflow = 'scroll';
    render(<Harness />);
    await openDialog(user);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });

  it('given a back handler, shows a back button that calls it', async () => {
    const user = setupUser();
    const onBack = vi.fn();
    render(<Harness side onBack={onBack} />);
    await openDialog(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('given uncontrolled defaultOpen, opens and closes on its own and reports it', async () => {
    const user = setupUser();
    const onOpenChange = vi.fn();
    render(
      <StorefrontThemeProvider>
        <Modal defaultOpen title="Country" onOpenChange={onOpenChange}>
          <p>Norway</p>
        </Modal>
      </StorefrontThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Country' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given lazy content, shows the fallback until the content has loaded', async () => {
    let resolve: (module: { default: () => React.JSX.Element }) => void = () => undefined;
    const LazyContent = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((r) => {
          resolve = r;
        }),
    );
    render(
      <StorefrontThemeProvider>
        <SidePanelModal defaultOpen title="Mini cart" fallback={<p>Loading cart…</p>}>
          <LazyContent />
        </SidePanelModal>
      </StorefrontThemeProvider>,
    );
    expect(screen.getByText('Loading cart…')).toBeInTheDocument();
    await act(async () => {
      resolve({ default: () => <p>2 items</p> });
    });
    expect(await screen.findByText('2 items')).toBeInTheDocument();
    expect(screen.queryByText('Loading cart…')).not.toBeInTheDocument();
  });
});
