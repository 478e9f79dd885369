import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { maxWidths } from '../tokens/layout';
import { space } from '../tokens/spacing';
import { Container } from './container';

const renderThemed = (ui: ReactElement) => render(<StorefrontThemeProvider>{ui}</StorefrontThemeProvider>);

describe('Container', () => {
  it('centres the content at the content width with the gutter on every side', () => {
    renderThemed(
      <Container>
        <p>Orders</p>
      </Container>,
    );
    const frame = screen.getByText('Orders').parentElement as HTMLElement;
    expect(frame.tagName).toBe('DIV');
    expect(frame).toHaveStyle({
      maxWidth: maxWidths.content,
      marginInline: 'auto',
      paddingInline: space[6],
      paddingBlockStart: space[6],
      paddingBlockEnd: space[6],
    });
    expect(frame).not.toHaveStyle({ display: 'grid' });
  });

  it('takes the width, gutter, block padding, element, a stacking gap and HTML attributes', () => {
    renderThemed(
      <Container
        as="article"
        width="screen"
        gutter={4}
        paddingBlock={[6, 0]}
        gap={8}
        aria-busy="true"
        data-testid="page"
      >
        <h1>Search</h1>
      </Container>,
    );
    const frame = screen.getByRole('article');
    expect(frame).toHaveAttribute('aria-busy', 'true');
    expect(frame).toBe(screen.getByTestId('page'));
    expect(frame).toHaveStyle({
      maxWidth: maxWidths.screen,
      paddingInline: space[4],
      paddingBlockStart: space[6],
      paddingBlockEnd: space[0],
      display: 'grid',
      gap: space[8],
    });
  });

  it('lets the caller add styles with the css prop', () => {
    renderThemed(
      <Container css={{ gridTemplateColumns: 'minmax(0, 1fr)' }} gap={6}>
        <p>Account</p>
      </Container>,
    );
    expect(screen.getByText('Account').parentElement).toHaveStyle({
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      maxWidth: maxWidths.content,
    });
  });
});
