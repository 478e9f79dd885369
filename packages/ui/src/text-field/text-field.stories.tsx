import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'City', name: 'city' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Oslo' } };
export const WithHint: Story = { args: { hint: 'As written on your letters' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { defaultValue: '', error: 'City has to be 1-40 characters' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Oslo' } };
export const LongText: Story = {
  args: {
    label: 'Delivery instructions for the driver when nobody is at home',
    error: 'Invalid length on text, has to be 1-60',
  },
};
export const DarkTheme: Story = {
  args: { error: 'Not a valid e-mail address', label: 'E-mail' },
  globals: { theme: 'dark' },
};
