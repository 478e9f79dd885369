import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Black', description: '(12)' },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = {
  args: { label: 'Oiled oak with natural wool upholstery in light grey melange' },
};
export const DarkTheme: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
