import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 3, label: '3 items in the cart' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {};
export const OverMaximum: Story = { args: { count: 250, label: '250 items in the cart' } };
export const Empty: Story = { args: { count: 0 } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
