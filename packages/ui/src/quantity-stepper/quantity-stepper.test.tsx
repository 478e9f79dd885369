import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { StorefrontThemeProvider } from '../theme/storefront-theme-provider';
import { QuantityStepper } from './quantity-stepper';

function Harness({
  initial = 1,
  max,
  onChange,
}: {
  initial?: number;
  max?: number;
  onChange?: (v: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <StorefrontThemeProvider>
      <QuantityStepper
        value={value}
        max={max}
        onChange={(v) => {
          setValue(v);
          onChange?.(v);
        }}
      />
      <button type="button">elsewhere</button>
    </StorefrontThemeProvider>
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityStepper', () => {
  it('given the minimum of 1, disables decrement and enables increment', () => {
    render(<Harness />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeEnabled();
  });

  it('when incremented to the maximum, disables increment', async () => {
    const user = userEvent.setup();
    render(<Harness initial={2} max={3} />);
    await user.click(plus());
    expect(input()).toHaveValue('3');
    expect(plus()).toBeDisabled();
    await user.click(minus());
    expect(input()).toHaveValue('2');
    expect(plus()).toBeEnabled();
  });

  it('keeps digits only while typing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.clear(input());
    await user.type(input(), '1a2-.3');
    expect(input()).toHaveValue('123');
  });

  it('when left empty, resets to 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={5} onChange={onChange} />);
    await user.clear(input());
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(input()).toHaveValue('1');
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('when a value above the maximum is typed, snaps to the maximum on Enter', async () => {
    const user = userEvent.setup();
    render(<Harness max={10} />);
    await user.clear(input());
    await user.type(input(), '25{Enter}');
    expect(input()).toHaveValue('10');
    expect(plus()).toBeDisabled();
  });

  it('when 0 is typed, snaps to the minimum of 1', async () => {
    const user = userEvent.setup();
    render(<Harness initial={4} />);
    await user.clear(input());
    await user.type(input(), '0{Enter}');
    expect(input()).toHaveValue('1');
  });

  it('ArrowUp and ArrowDown step within bounds', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} />);
    await user.click(input());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(input()).toHaveValue('2');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input()).toHaveValue('1');
  });
});
