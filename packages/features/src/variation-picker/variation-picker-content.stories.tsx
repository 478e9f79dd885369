import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { twoLineCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { makeProduct } from '../test/product-fixtures';
import { VariationPickerContent } from './variation-picker-content';

const product = makeProduct();

const meta = {
  title: 'Product/VariationPickerContent',
  component: VariationPickerContent,
  args: { product, initialCode: 'OSLO-1-BLK', initialQuantity: 1, onChoose: fn(), onAdded: fn() },
  decorators: [
    // `parameters.signedIn` picks the session; `parameters.cartFails` makes the cart answer a 500.
    (Story, { parameters }) => (
      <CartStoryProviders
        cart={parameters.cartFails === true ? null : twoLineCart}
        signedIn={parameters.signedIn !== false}
      >
        {/* The width of the side-panel modal's body. */}
        <div css={{ maxWidth: '30rem' }}>
          <Story />
        </div>
      </CartStoryProviders>
    ),
  ],
  parameters: { signedIn: true, cartFails: false },
} satisfies Meta<typeof VariationPickerContent>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: each colour with article number, price and stock; quantity and add to cart. */
export const SignedIn: Story = {};

/** Oak chosen: the choice is reported (the product page follows it). */
export const OakChosen: Story = {
  play: async ({ args, canvasElement }) => {
    // The radio itself is visually hidden (the whole row is its label): press the colour's name.
    await userEvent.click(within(canvasElement).getByText('Oak'));
    await expect(within(canvasElement).getByRole('radio', { name: /Oak/ })).toBeChecked();
    await expect(args.onChoose).toHaveBeenCalledWith('OSLO-1-OAK');
  },
};

/** Added: the chosen colour and quantity are reported, so the modal can close. */
export const Added: Story = {
  args: { initialQuantity: 2 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdded).toHaveBeenCalledWith('OSLO-1-BLK', 2);
  },
};

/** The cart could not be updated: a message, and the choice stays. */
export const AddFailed: Story = {
  parameters: { cartFails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await canvas.findByText('Could not add to cart. Please try again.', {}, { timeout: 5_000 });
  },
};

/** An anonymous visitor: colours and stock only, with a line saying to sign in. */
export const SignedOut: Story = { parameters: { signedIn: false } };

/** Price on request: no prices and no buying. */
export const HiddenPrice: Story = {
  args: { product: { ...product, hidePrice: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/** Signed in, dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
