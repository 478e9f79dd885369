import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { space } from '../tokens/spacing';
import { Cluster } from './cluster';

const renderThemed = (ui: ReactElement) => render(<StorefrontThemeProvider>{ui}</StorefrontThemeProvider>);

describe('Cluster', () => {
  it('lays its children in a wrapping row with the default gap, centred across', () => {
    renderThemed(
      <Cluster>
        <span>Oak</span>
        <span>Walnut</span>
      </Cluster>,
    );
    expect(screen.getByText('Oak').parentElement).toHaveStyle({
      display: 'flex',
      flexWrap: 'wrap',
      gap: space[2],
      alignItems: 'center',
      justifyContent: 'flex-start',
    });
  });

  it('takes gap, alignment and justification, and drops list bullets when it is a list', () => {
    renderThemed(
      <Cluster as="ul" gap={3} align="baseline" justify="space-between">
        <li>Cancel</li>
        <li>Save</li>
      </Cluster>,
    );
    expect(screen.getByRole('list')).toHaveStyle({
      gap: space[3],
      alignItems: 'baseline',
      justifyContent: 'space-between',
      listStyle: 'none',
      paddingLeft: '0px',
    });
  });
});
