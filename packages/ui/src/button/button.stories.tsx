import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartIcon } from '../icons/cart-icon';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['s', 'm', 'l'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete address' } };
export const Small: Story = { args: { size: 's' } };
export const Large: Story = { args: { size: 'l' } };
export const WithIcon: Story = { args: { startIcon: <CartIcon size="s" /> } };
export const Loading: Story = { args: { loading: true } };
export const Finished: Story = { args: { finished: true, finishedLabel: 'Added' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true } };
export const LongText: Story = {
  args: { children: 'Add the Oslo lounge chair in oiled oak with sheepskin cushion to the cart' },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
