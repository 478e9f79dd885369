import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './select';

const SORTERS = [
  { value: 'sortOrderLatest', label: 'Latest' },
  { value: 'priceAsc', label: 'Price, low to high' },
  { value: 'priceDesc', label: 'Price, high to low' },
  { value: 'name', label: 'Name' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Sort by', options: SORTERS },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const HiddenLabel: Story = { args: { hideLabel: true } };
export const Disabled: Story = { args: { disabled: true } };
export const Empty: Story = { args: { options: [] } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
