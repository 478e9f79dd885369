import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3, label: '3 items in the cart' },
  argTypes: {
    count: { control: { type: 'range', min: 0, max: 150, step: 1 } },
    max: { control: { type: 'range', min: 9, max: 999, step: 1 } },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OverMaximum: Story = { args: { count: 250, label: '250 items in the cart' } };
export const Empty: Story = { args: { count: 0 } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
