import type { OrderConfirmationPage as OrderConfirmationPageData } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOrder, twoLineCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { pageFixture } from '../test/shell-fixtures';
import { OrderConfirmationPage } from './order-confirmation-page';

const base = pageFixture({
  pageType: 'StandardPage',
  pageTitle: 'Order confirmation',
  url: '/en/order-confirmation',
});
const page: OrderConfirmationPageData = { ...base, pageType: 'OrderConfirmationPage', order: sampleOrder };

const meta = {
  title: 'Checkout/Order confirmation',
  component: OrderConfirmationPage,
  args: { page },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <CartStoryProviders
        cart={{ ...twoLineCart, lineItems: [], numberOfItems: 0 }}
        route="/en/order-confirmation"
      >
        {Story()}
      </CartStoryProviders>
    ),
  ],
} satisfies Meta<typeof OrderConfirmationPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paid order: number, lines, addresses, delivery, payment method and totals. */
export const Confirmed: Story = {};
/** An order number that is not the shopper's, or unknown. */
export const NotFound: Story = { args: { page: { ...page, order: null } } };
/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
