import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { twoLineCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { makeProduct } from '../test/product-fixtures';
import { ProductPurchase } from './product-purchase';

const product = makeProduct();
const [black, oak] = product.variations;
if (!black || !oak) throw new Error('The product fixture has two variations.');

const meta = {
  title: 'Product/ProductPurchase',
  component: ProductPurchase,
  args: { product, variation: black },
  decorators: [
    // `parameters.signedIn` and `parameters.inclVat` pick session and price display; cart calls answer the cart.
    (Story, { parameters }) => (
      <CartStoryProviders
        cart={twoLineCart}
        signedIn={parameters.signedIn !== false}
        priceInclVAT={parameters.inclVat === true}
      >
        <div css={{ maxWidth: '28rem' }}>
          <Story />
        </div>
      </CartStoryProviders>
    ),
  ],
  parameters: { signedIn: true, inclVat: false },
} satisfies Meta<typeof ProductPurchase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer: stock, the price excluding VAT, quantity and add to cart. */
export const SignedIn: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

/** Prices including VAT (the site's setting). */
export const PricesInclVat: Story = { parameters: { inclVat: true } };

/** Added: the button's finished state, the quantity back to 1 (it resets after 2.5 s). */
export const Added: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await canvas.findByText('Added to cart', {}, { timeout: 5_000 });
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
  },
};

/** The out-of-stock colour chosen. */
export const OutOfStock: Story = { args: { variation: oak } };
/** The out-of-stock colour in the dark theme: add to cart disabled, the reason beside it. */
export const OutOfStockDark: Story = { ...OutOfStock, globals: { theme: 'dark' } };

/** A discontinued product: add to cart is disabled. */
export const Discontinued: Story = {
  args: { product: { ...product, active: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

/** Price on request: "Contact for price" replaces price and cart. */
export const ContactForPrice: Story = {
  args: { product: { ...product, hidePrice: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/** An anonymous visitor: stock only, and a line saying to sign in for prices. */
export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Sign in to see prices and buy.');
  },
};

/** Signed in, dark theme. */
export const Dark: Story = { ...SignedIn, globals: { theme: 'dark' } };
