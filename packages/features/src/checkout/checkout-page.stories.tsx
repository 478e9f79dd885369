import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { twoLineCart, warningCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { pageFixture } from '../test/shell-fixtures';
import { CheckoutPage } from './checkout-page';

const meta = {
  title: 'Checkout/Checkout page',
  component: CheckoutPage,
  args: {
    page: pageFixture({ pageType: 'CheckoutPage', pageTitle: 'Checkout', url: '/en/checkout' }),
    navigate: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer starts: contact is completed, the address step is open. */
export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={twoLineCart} route="/en/checkout">
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** The cart has lines short on stock or no longer sold. */
export const Warnings: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={warningCart} route="/en/checkout">
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** Nothing to check out. */
export const EmptyCart: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={{ ...twoLineCart, lineItems: [], numberOfItems: 0 }} route="/en/checkout">
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
      <CartStoryProviders cart={twoLineCart} route="/en/checkout">
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** Back from the payment page after Cancel: the cart is as it was and a message says so. */
export const PaymentCancelled: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={twoLineCart} route="/en/checkout?payment=cancelled">
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** Back from a declined payment, in the dark theme. */
export const PaymentFailedDark: Story = {
  globals: { theme: 'dark' },
  decorators: [
    (Story) => (
      <CartStoryProviders cart={twoLineCart} route="/en/checkout?payment=failed">
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
