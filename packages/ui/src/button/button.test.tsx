import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { Button } from './button';

const renderButton = (ui: React.ReactNode) => render(<StorefrontThemeProvider>{ui}</StorefrontThemeProvider>);

describe('Button', () => {
  it('is a plain button by default so it never submits a form by accident', () => {
    renderButton(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    renderButton(<Button onClick={onClick}>Save</Button>);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading, is busy, stays focusable and ignores clicks', async () => {
    const onClick = vi.fn();
    renderButton(
      <Button loading onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its class when it becomes busy, so a press inserts no new style rules (the cursor follows aria-busy)', () => {
    const { rerender } = renderButton(<Button>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    const idle = button.className;
    const rules = () =>
      [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
    rerender(
      <StorefrontThemeProvider>
        <Button loading>Add to cart</Button>
      </StorefrontThemeProvider>,
    );
    expect(button.className).toBe(idle);
    const className = idle.split(' ').find((name) => name.startsWith('css-'));
    expect(rules()).toContain(`.${className}[aria-busy="true"]{cursor:progress;}`);
  });

  it('when finished, shows the finished label', () => {
    renderButton(
      <Button finished finishedLabel="Added">
        Add to cart
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Added' })).toBeInTheDocument();
  });
});
