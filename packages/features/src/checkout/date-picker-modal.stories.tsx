import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StoryProviders } from '../test/story-providers';
import { DatePickerModal } from './date-picker-modal';

const meta = {
  title: 'Checkout/DatePickerModal',
  component: DatePickerModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSelect: fn(),
    title: 'Choose a delivery date',
    value: null,
    min: '2026-11-22',
    locale: 'en-GB',
    closeLabel: 'Close',
    texts: { previousMonth: 'Previous month', nextMonth: 'Next month' },
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof DatePickerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: opens on the earliest date; earlier days are struck through. */
export const Empty: Story = {};
/** A date already chosen, shown selected. */
export const WithDate: Story = { args: { value: '2026-12-18' } };
/** Norwegian month and weekday names. */
export const Norwegian: Story = { args: { locale: 'nb-NO', title: 'Velg leveringsdato' } };
/** Dark theme. */
export const Dark: Story = { args: { value: '2026-12-18' }, globals: { theme: 'dark' } };
