import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { twoLineCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { makeProductCard } from '../test/product-card-fixtures';
import { makeProduct } from '../test/product-fixtures';
import { ListingProductCard } from './listing-product-card';

const single = makeProductCard(3, { name: 'Oslo chair', inStockQuantity: 12 });
/** A product in two colours: its card's add to cart opens the variation picker. */
const twoColours = makeProductCard(4, {
  name: 'Oslo arm chair',
  numberOfVariants: 2,
  variations: makeProduct().variations,
});

const meta = {
  title: 'Listing/ListingProductCard',
  component: ListingProductCard,
  args: { product: single, view: 'grid' },
  decorators: [
    // `parameters.signedIn` picks the session; cart calls answer the story's cart.
    (Story, { parameters }) => (
      <CartStoryProviders cart={twoLineCart} signedIn={parameters.signedIn === true}>
        <div css={{ maxWidth: parameters.wide === true ? '48rem' : '18rem' }}>
          <Story />
        </div>
      </CartStoryProviders>
    ),
  ],
  parameters: { signedIn: false, wide: false },
} satisfies Meta<typeof ListingProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: image, name, codes, stock and the heart; no price. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};

/** A signed-in customer: price, quantity and add to cart. */
export const SignedIn: Story = { parameters: { signedIn: true } };

/** Added to the cart through the cart slice: the button's finished state. */
export const Added: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await canvas.findByRole('button', { name: 'Added' }, { timeout: 5_000 });
  },
};

/** Two colours: add to cart opens the variation picker to choose one. */
export const PickerOpened: Story = {
  args: { product: twoColours },
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  },
};

/** Price on request: "Contact for price" instead of price and cart. */
export const ContactForPrice: Story = {
  args: { product: { ...single, hidePrice: true } },
  parameters: { signedIn: true },
};

/** A list row (the listing's list layout). */
export const ListRow: Story = { args: { view: 'list' }, parameters: { signedIn: true, wide: true } };

/** Signed in, dark theme. */
export const Dark: Story = { parameters: { signedIn: true }, globals: { theme: 'dark' } };
