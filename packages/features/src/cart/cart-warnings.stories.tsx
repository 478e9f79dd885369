import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cartTexts } from './cart-texts';
import { CartWarnings } from './cart-warnings';

const texts = cartTexts((_key, fallback) => fallback);

const meta = {
  title: 'Cart/CartWarnings',
  component: CartWarnings,
  args: { outOfStock: true, notActive: false, texts },
} satisfies Meta<typeof CartWarnings>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines short on stock: an alert above the cart. */
export const OutOfStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Some items do not have enough stock.',
    );
  },
};

/** Lines no longer sold. */
export const NotActive: Story = { args: { outOfStock: false, notActive: true } };

/** Both at once: one alert with both lines. */
export const Both: Story = { args: { notActive: true } };

/** Nothing to warn about: nothing renders. */
export const None: Story = {
  args: { outOfStock: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Both, dark theme. */
export const Dark: Story = { args: { notActive: true }, globals: { theme: 'dark' } };
