import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartIcon } from '../icons/cart-icon';
import { CloseIcon } from '../icons/close-icon';
import { HeartIcon } from '../icons/heart-icon';
import { IconButton } from './icon-button';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Close', children: <CloseIcon /> },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['s', 'm', 'l'] },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Primary: Story = { args: { variant: 'primary', 'aria-label': 'Cart', children: <CartIcon /> } };
export const Secondary: Story = {
  args: { variant: 'secondary', 'aria-label': 'Add to favourites', children: <HeartIcon /> },
};
export const Small: Story = { args: { size: 's', children: <CloseIcon size="s" /> } };
export const Disabled: Story = { args: { disabled: true } };
export const DarkTheme: Story = { args: { variant: 'primary' }, globals: { theme: 'dark' } };
