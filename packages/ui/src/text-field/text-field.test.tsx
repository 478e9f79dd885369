import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { TextField } from './text-field';

describe('TextField', () => {
  it('given no error, is labelled and valid', () => {
    render(
      <StorefrontThemeProvider>
        <TextField label="City" hint="As on your letters" />
      </StorefrontThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('As on your letters');
  });

  it('given an error, is invalid and described by hint and message', () => {
    render(
      <StorefrontThemeProvider>
        <TextField label="City" hint="As on your letters" error="City has to be 1-40 characters" />
      </StorefrontThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('As on your letters City has to be 1-40 characters');
  });
});
