import type { Meta, StoryObj } from '@storybook/react-vite';
import { twoLineCart, warningCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { pageFixture } from '../test/shell-fixtures';
import { CartPage } from './cart-page';

const page = pageFixture({ pageType: 'CartPage', pageTitle: 'Your cart', url: '/en/cart-page' });

const meta = {
  title: 'Cart/Cart page',
  component: CartPage,
  args: { page },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines, totals excluding VAT. */
export const WithLines: Story = {
  decorators: [(Story) => <CartStoryProviders cart={twoLineCart}>{Story()}</CartStoryProviders>],
};
/** Totals including VAT. */
export const PricesInclVat: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={twoLineCart} priceInclVAT>
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** Lines short on stock and no longer sold raise warnings. */
export const Warnings: Story = {
  decorators: [(Story) => <CartStoryProviders cart={warningCart}>{Story()}</CartStoryProviders>],
};
/** An empty cart. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <CartStoryProviders cart={{ ...twoLineCart, lineItems: [], numberOfItems: 0 }}>
        {Story()}
      </CartStoryProviders>
    ),
  ],
};
/** The server fails: the message shows above the last known lines. */
export const ErrorState: Story = {
  name: 'Error',
  decorators: [(Story) => <CartStoryProviders cart={null}>{Story()}</CartStoryProviders>],
};
/** The dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  decorators: [(Story) => <CartStoryProviders cart={twoLineCart}>{Story()}</CartStoryProviders>],
};
