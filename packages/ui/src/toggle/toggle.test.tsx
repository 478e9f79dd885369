import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { Toggle } from './toggle';

describe('Toggle', () => {
  it('is a switch named by its label that flips on click and Space', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <StorefrontThemeProvider>
        <Toggle label="In stock only" onCheckedChange={onCheckedChange} />
      </StorefrontThemeProvider>,
    );
    const sw = screen.getByRole('switch', { name: 'In stock only' });
    expect(sw).toHaveAttribute('aria-checked', 'false');
    await user.click(sw);
    expect(sw).toHaveAttribute('aria-checked', 'true');
    await user.keyboard(' ');
    expect(sw).toHaveAttribute('aria-checked', 'false');
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('when controlled, shows the given state and only reports changes', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <StorefrontThemeProvider>
        <Toggle label="Dark theme" checked onCheckedChange={onCheckedChange} />
      </StorefrontThemeProvider>,
    );
    await user.click(screen.getByRole('switch', { name: 'Dark theme' }));
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });
});
