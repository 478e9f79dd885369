import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, within } from 'storybook/test';
import { sampleLine } from '../test/cart-fixtures';
import { CartLineRow } from './cart-line-row';
import { cartTexts } from './cart-texts';

const texts = cartTexts((_key, fallback) => fallback);

const meta = {
  title: 'Cart/Cart line',
  component: CartLineRow,
  args: {
    line: sampleLine({ code: 'OSLO-GRN', name: 'Oslo arm chair', color: 'Green', unit: 4990, quantity: 2 }),
    texts,
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <ul css={{ maxWidth: '48rem', padding: 0 }}>
          <Story />
        </ul>
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof CartLineRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A line in stock, naming its colour under the product name. */
export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('line-variation')).toHaveTextContent('Colour: Green');
    await expect(within(canvasElement).getByRole('img')).toHaveAccessibleName('Oslo arm chair, green');
  },
};
/** Fewer in stock than ordered: the line warns. */
export const ShortOnStock: Story = {
  args: {
    line: sampleLine({
      code: 'BERGEN-OAK',
      name: 'Bergen dining chair',
      unit: 1290,
      quantity: 6,
      inStockQuantity: 2,
    }),
  },
};
/** None left in stock: "Not in stock" and a warning to remove it, never "Only 0 in stock". */
export const NoneInStock: Story = {
  args: {
    line: sampleLine({
      code: 'SENJA-RED',
      name: 'Senja lounge chair',
      unit: 6290,
      quantity: 1,
      inStockQuantity: 0,
    }),
  },
};
/** None in stock, in the dark theme. */
export const NoneInStockDark: Story = { ...NoneInStock, globals: { theme: 'dark' } };
/** A discontinued article. */
export const NotActive: Story = {
  args: {
    line: sampleLine({
      code: 'OLD-SOFA',
      name: 'Discontinued sofa',
      unit: 9990,
      active: false,
      inStockQuantity: 0,
    }),
  },
};
/** While a cart call runs the controls are disabled. */
export const Loading: Story = { args: { disabled: true } };
/** The mini cart's compact layout. */
export const Compact: Story = { args: { compact: true } };
/** A long product name wraps. */
export const LongText: Story = {
  args: {
    line: sampleLine({
      code: 'SOFA-XL-3-SEATER-VELVET-GRN',
      name: 'Fjordheim three-seater velvet sofa with removable covers and oak legs, deep green',
      unit: 24990,
    }),
  },
};
/** The dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
