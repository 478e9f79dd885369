import { CartIcon, HeartIcon, UserIcon } from '@storefront/ui/icons';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { HeaderIconLink } from './header-icon-link';

const meta = {
  title: 'Shell/Header parts/Header icon link',
  component: HeaderIconLink,
  args: { to: '/en/cart-page', label: 'Cart', icon: <CartIcon />, countLabel: '{count} items in the cart' },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof HeaderIconLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty cart: no badge. */
export const Empty: Story = {};
/** Items in the cart: the count badge, and the count in the link's name. */
export const WithCount: Story = { args: { count: 3 } };
/** A large count. */
export const LargeCount: Story = { args: { count: 128 } };
/** The account link of a signed-out visitor. */
export const SignedOutAccount: Story = { args: { to: '/en/account', label: 'Sign in', icon: <UserIcon /> } };
/** The account link of a signed-in customer. */
export const SignedInAccount: Story = { args: { to: '/en/account', label: 'Account', icon: <UserIcon /> } };
/** Favourites. */
export const Favourites: Story = {
  args: { to: '/en/account?view=Favorites', label: 'Favourites', icon: <HeartIcon /> },
};
/** Dark theme with a count. */
export const Dark: Story = { args: { count: 3 }, globals: { theme: 'dark' } };
