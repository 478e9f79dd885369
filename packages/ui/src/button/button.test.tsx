import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTheme } from '../theme/theme';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default so it never submits a form by accident', () => {
    render(
      <ThemeProvider theme={createTheme('light')}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });
});
