import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { Badge } from './badge';

const renderBadge = (ui: React.ReactNode) => render(<StorefrontThemeProvider>{ui}</StorefrontThemeProvider>);

describe('Badge', () => {
  it('shows the count, capped at max+', () => {
    renderBadge(
      <>
        <Badge count={3} />
        <Badge count={120} />
      </>,
    );
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('renders nothing at 0', () => {
    const { container } = renderBadge(<Badge count={0} />);
    expect(container.textContent).toBe('');
  });
});
