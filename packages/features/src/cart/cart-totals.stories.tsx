import type { Meta, StoryObj } from '@storybook/react-vite';
import { twoLineCart } from '../test/cart-fixtures';
import { cartTexts } from './cart-texts';
import { CartTotals } from './cart-totals';

const meta = {
  title: 'Cart/Cart totals',
  component: CartTotals,
  args: {
    price: twoLineCart.price,
    numberOfItems: twoLineCart.numberOfItems,
    inclVat: false,
    texts: cartTexts((_key, fallback) => fallback),
  },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartTotals>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Prices excluding VAT (the default setting). */
export const ExclVat: Story = {};
/** Prices including VAT. */
export const InclVat: Story = { args: { inclVat: true } };
/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
