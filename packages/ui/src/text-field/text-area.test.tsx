import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('given no error, is a labelled multi-line textbox described by its hint', () => {
    render(
      <StorefrontThemeProvider>
        <TextArea label="Paste lines" hint="Code;quantity" rows={5} />
      </StorefrontThemeProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Paste lines' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '5');
    expect(area).not.toHaveAttribute('aria-invalid');
    expect(area).toHaveAccessibleDescription('Code;quantity');
  });

  it('given a list of messages, is invalid and described by all of them', () => {
    render(
      <StorefrontThemeProvider>
        <TextArea
          label="Paste lines"
          error={
            <ul>
              <li>Row 1: Code cannot be empty</li>
              <li>Row 2: No article has the code NOPE-1.</li>
            </ul>
          }
        />
      </StorefrontThemeProvider>,
    );
    const area = screen.getByRole('textbox', { name: 'Paste lines' });
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription(
      'Row 1: Code cannot be empty Row 2: No article has the code NOPE-1.',
    );
  });
});
