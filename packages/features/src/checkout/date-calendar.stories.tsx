import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateCalendar } from './date-calendar';

const meta = {
  title: 'Checkout/DateCalendar',
  component: DateCalendar,
  args: {
    value: null,
    min: '2026-11-18',
    locale: 'en-GB',
    onSelect: fn(),
    texts: { previousMonth: 'Previous month', nextMonth: 'Next month' },
  },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the month of the first possible date, earlier days disabled, focus on that date. */
export const NothingChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await expect(canvas.getByRole('gridcell', { name: /17 November 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  },
};

/** A date chosen: it is selected and has focus. */
export const Chosen: Story = {
  args: { value: '2026-11-24' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('gridcell', { name: /24 November 2026/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Keyboard: ArrowDown goes a week on, PageDown a month on, Enter chooses. */
export const ChosenWithKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('gridcell', { name: /18 November 2026/ }).focus();
    await userEvent.keyboard('{ArrowDown}{PageDown}{Enter}');
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await expect(args.onSelect).toHaveBeenCalledWith('2026-12-25');
  },
};

/** The next month, reached with its button. */
export const NextMonth: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next month' }));
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
  },
};

/** Norwegian month and weekday names. */
export const Norwegian: Story = {
  args: { locale: 'nb-NO', texts: { previousMonth: 'Forrige måned', nextMonth: 'Neste måned' } },
};

/** Dark theme. */
export const Dark: Story = { args: { value: '2026-11-24' }, globals: { theme: 'dark' } };
