import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { RangeInput } from './range-input';

function setup(value = { min: 100, max: 5000 }) {
  const onChange = vi.fn();
  render(
    <StorefrontThemeProvider>
      <RangeInput
        label="Price"
        unit="kr"
        bounds={{ min: 100, max: 5000 }}
        value={value}
        onChange={onChange}
      />
    </StorefrontThemeProvider>,
  );
  return {
    user: userEvent.setup(),
    onChange,
    min: screen.getByRole('textbox', { name: 'Minimum' }),
    max: screen.getByRole('textbox', { name: 'Maximum' }),
  };
}

describe('RangeInput', () => {
  it('is a group named by its label', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Price' })).toBeInTheDocument();
  });

  it('blocks non-numeric keys', async () => {
    const { user, min } = setup();
    await user.clear(min);
    await user.type(min, '1e2,5.x3');
    expect(min).toHaveValue('1253');
    const event = fireEvent.keyDown(min, { key: 'e' });
    expect(event).toBe(false);
  });

  it('clamps values to the facet bounds on Enter', async () => {
    const { user, min, max, onChange } = setup();
    await user.clear(min);
    await user.type(min, '5{Enter}');
    expect(min).toHaveValue('100');
    await user.clear(max);
    await user.type(max, '999999{Enter}');
    expect(max).toHaveValue('5000');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('swaps min and max when crossed', async () => {
    const { user, min, max, onChange } = setup({ min: 100, max: 900 });
    await user.clear(min);
    await user.type(min, '2000');
    await user.tab();
    expect(min).toHaveValue('900');
    expect(max).toHaveValue('2000');
    expect(onChange).toHaveBeenCalledWith({ min: 900, max: 2000 });
  });

  it('given an emptied field, falls back to the bound', async () => {
    const { user, max, onChange } = setup({ min: 200, max: 900 });
    await user.clear(max);
    await user.tab();
    expect(max).toHaveValue('5000');
    expect(onChange).toHaveBeenCalledWith({ min: 200, max: 5000 });
  });
});
