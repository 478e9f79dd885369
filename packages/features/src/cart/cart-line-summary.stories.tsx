import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { twoColourCart, twoLineCart } from '../test/cart-fixtures';
import { CartLineSummary } from './cart-line-summary';
import { cartTexts } from './cart-texts';

const texts = cartTexts((_key, fallback) => fallback);
const [armChair, diningChairs] = twoLineCart.lineItems;
if (!armChair || !diningChairs) throw new Error('The cart fixture has two lines.');

const meta = {
  title: 'Cart/CartLineSummary',
  component: CartLineSummary,
  args: { line: armChair, texts },
  decorators: [
    // A summary line is a list item: the checkout, order confirmation and shared cart give it its list.
    (Story) => (
      <ul aria-label="Order summary" css={{ margin: 0, padding: 0, listStyle: 'none', maxWidth: '28rem' }}>
        <Story />
      </ul>
    ),
  ],
} satisfies Meta<typeof CartLineSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One arm chair: thumbnail, name, code, quantity × unit price, and the line total. */
export const OneItem: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('summary-line')).toHaveTextContent('Oslo arm chair');
  },
};

/** Two dining chairs: the total is twice the unit price. */
export const TwoItems: Story = { args: { line: diningChairs } };

/** A long product name wraps beside the total. */
export const LongName: Story = {
  args: {
    line: {
      ...armChair,
      item: {
        ...armChair.item,
        name: 'Oslo arm chair with extra deep seat and removable wool cover, forest green',
      },
    },
  },
};

/** Two colours of one product: each line names its colour under the product name. */
export const TwoColours: Story = {
  render: (args) => (
    <>
      {twoColourCart.lineItems.map((line) => (
        <CartLineSummary key={line.code} {...args} line={line} />
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const colours = within(canvasElement).getAllByTestId('line-variation');
    await expect(colours.map((c) => c.textContent)).toEqual(['Colour: Green', 'Colour: Grey']);
  },
};

/** Two colours, dark theme. */
export const TwoColoursDark: Story = { ...TwoColours, globals: { theme: 'dark' } };

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
