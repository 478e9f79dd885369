import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { twoLineCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { CartButton } from './cart-button';

// The store holds a read cart (`loaded`), as after the server's render, so the button reads nothing on mount.

/** A cart with no lines. */
const emptyCart = { ...twoLineCart, lineItems: [], numberOfItems: 0 };

const meta = {
  title: 'Shell/Header parts/CartButton',
  component: CartButton,
  decorators: [
    // `parameters.signedIn` and `parameters.empty` pick the session and the cart.
    (Story, { parameters }) => (
      <CartStoryProviders
        cart={parameters.empty === true ? emptyCart : twoLineCart}
        signedIn={parameters.signedIn === true}
      >
        <div css={{ display: 'flex', padding: '0.5rem' }}>
          <Story />
        </div>
      </CartStoryProviders>
    ),
  ],
  parameters: { signedIn: false, empty: false },
} satisfies Meta<typeof CartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const label = `Cart, ${twoLineCart.numberOfItems} items in cart`;

/** An anonymous visitor with an empty cart: the cart icon on a button named "Cart", no count. */
export const SignedOutEmpty: Story = {
  parameters: { empty: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Cart' })).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(canvas.queryByTestId('count-badge')).toBeNull();
  },
};

/** An anonymous visitor with items: the count badge, and the count in the button's name. */
export const SignedOutWithItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: label })).toBeInTheDocument();
    await expect(canvas.getByTestId('count-badge')).toHaveTextContent(String(twoLineCart.numberOfItems));
  },
};

/** An anonymous visitor pressed it: the mini cart (loaded on demand) opens with the cart's lines. */
export const MiniCartOpened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 10_000 },
    );
    await within(dialog).findByText('Oslo arm chair');
  },
};

/** A signed-in customer: a link to the cart page instead of the mini cart. */
export const SignedIn: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: label })).toHaveAttribute(
      'href',
      '/en/cart-page',
    );
  },
};

/** With items, dark theme. */
export const Dark: Story = { ...SignedOutWithItems, globals: { theme: 'dark' } };

/** Mini cart open, dark theme. */
export const MiniCartOpenedDark: Story = { ...MiniCartOpened, globals: { theme: 'dark' } };
