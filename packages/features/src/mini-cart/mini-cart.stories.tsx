import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { initialCartState } from '../cart';
import { twoLineCart, warningCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { MiniCart } from './mini-cart';

const meta = {
  title: 'Cart/Mini cart',
  component: MiniCart,
  args: { open: true, onOpenChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor's cart with two lines, totals and the links to cart and checkout. */
export const WithLines: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={twoLineCart} signedIn={false}>
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** Lines short on stock or no longer sold. */
export const Warnings: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={warningCart} signedIn={false}>
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** An empty cart. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={{ ...twoLineCart, lineItems: [], numberOfItems: 0 }} signedIn={false}>
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** The first read of the cart is still running. */
export const Loading: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders
        cart={twoLineCart}
        signedIn={false}
        state={{ cart: { ...initialCartState, isLoading: true } }}
      >
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** The server failed to read the cart. */
export const ErrorState: Story = {
  name: 'Error',
  decorators: [
    (Story) => (
      <CartStoryProviders cart={null} signedIn={false}>
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <CartStoryProviders cart={twoLineCart} signedIn={false}>
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
