import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { space } from '../tokens/spacing';
import { Stack } from './stack';

const renderThemed = (ui: ReactElement) => render(<StorefrontThemeProvider>{ui}</StorefrontThemeProvider>);

describe('Stack', () => {
  it('stacks its children in a grid with the default gap and leaves their alignment to the grid', () => {
    renderThemed(
      <Stack>
        <p>Delivery</p>
        <p>Payment</p>
      </Stack>,
    );
    const stack = screen.getByText('Delivery').parentElement as HTMLElement;
    expect(stack).toHaveStyle({ display: 'grid', gap: space[4] });
    expect(stack.style.justifyItems).toBe('');
    expect(getComputedStyle(stack).justifyItems).not.toBe('start');
  });

  it('takes a gap, an alignment and a list element', () => {
    renderThemed(
      <Stack as="ul" gap={2} align="start">
        <li>Oslo</li>
        <li>Bergen</li>
      </Stack>,
    );
    const list = screen.getByRole('list');
    expect(list).toHaveStyle({ display: 'grid', gap: space[2], justifyItems: 'start' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
