import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { checkoutTexts } from './checkout-texts';
import { DeliveryForm } from './delivery-step';

const texts = checkoutTexts((_key, fallback) => fallback);
const SLOW = { timeout: 15_000 };

function setup(initialDate: string | null = null) {
  const onSave = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <DeliveryForm
      initial={initialDate ? { shippingMethod: 'standard', requestedDeliveryDate: initialDate } : null}
      earliestDate="2026-11-22"
      texts={texts}
      onSave={onSave}
    />,
  );
  return { user, onSave, field: screen.getByRole('textbox', { name: /Requested delivery date/ }) };
}

/** Opens the calendar and waits until its focused day has keyboard focus. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, focusedLabel: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Calendar' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a delivery date' });
  const grid = await within(dialog).findByRole('grid', undefined, SLOW);
  await waitFor(() => expect(within(grid).getByLabelText(focusedLabel)).toHaveFocus());
  return { dialog, grid };
}

// The calendar is a lazy chunk: its first load transforms it, which takes a while on a busy machine.
describe('date picker modal in the delivery step', { timeout: 45_000 }, () => {
  it('opens on the earliest date, moves by day, week and month with the keys, and Enter chooses', async () => {
    const { user, field, onSave } = setup();
    const { grid } = await openCalendar(user, /22 November 2026/);
    expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    // Days before the earliest date cannot be chosen.
    expect(within(grid).getByLabelText(/21 November 2026/)).toHaveAttribute('aria-disabled', 'true');

    await user.keyboard('{ArrowRight}');
    expect(within(grid).getByLabelText(/23 November 2026/)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByLabelText(/30 November 2026/)).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    expect(within(grid).getByLabelText(/30 December 2026/)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(grid).getByLabelText(/Monday, 28 December 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveValue('2026-12-28');
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveFocus();

    await user.click(screen.getByLabelText('Standard delivery'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSave).toHaveBeenCalledWith({ shippingMethod: 'standard', requestedDeliveryDate: '2026-12-28' });
  });

  it('ignores Enter on a day before the earliest date; Escape closes without a choice', async () => {
    const { user, field } = setup();
    const { grid, dialog } = await openCalendar(user, /22 November 2026/);
    await user.keyboard('{ArrowLeft}');
    expect(within(grid).getByLabelText(/21 November 2026/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(dialog).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Calendar' })).toHaveFocus();
  });

  it('opens on the date already chosen, marked selected', async () => {
    const { user } = setup('2027-01-15');
    const { grid } = await openCalendar(user, /15 January 2027/);
    expect(within(grid).getByLabelText(/15 January 2027/)).toHaveAttribute('aria-selected', 'true');
  });

  it('a typed date is checked against the earliest date and the calendar', async () => {
    const { user, field } = setup();
    await user.click(screen.getByLabelText('Standard delivery'));
    await user.type(field, '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose a date from 2026-11-22 on')).toBeTruthy();
  });
});
