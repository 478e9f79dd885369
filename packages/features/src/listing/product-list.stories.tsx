import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { twoLineCart } from '../test/cart-fixtures';
import { CartStoryProviders } from '../test/cart-story-providers';
import { makeProductCard } from '../test/product-card-fixtures';
import { ProductList } from './product-list';

const products = Array.from({ length: 8 }, (_, i) => makeProductCard(i + 1));

const meta = {
  title: 'Listing/ProductList',
  component: ProductList,
  args: { products, view: 'grid', loading: false, pageSize: 4, hasMore: false, onLoadMore: fn() },
  decorators: [
    // `parameters.signedIn` picks the session (prices and add to cart on the cards).
    (Story, { parameters }) => (
      <CartStoryProviders cart={twoLineCart} signedIn={parameters.signedIn === true}>
        <Story />
      </CartStoryProviders>
    ),
  ],
  parameters: { signedIn: false },
} satisfies Meta<typeof ProductList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Eight cards in the grid for an anonymous visitor. */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Products' });
    await expect(within(list).getAllByTestId('product-card')).toHaveLength(8);
  },
};

/** The same for a signed-in customer: prices and add to cart. */
export const GridSignedIn: Story = { parameters: { signedIn: true } };

/** The list layout. */
export const List: Story = { args: { view: 'list' }, parameters: { signedIn: true } };

/** The next batch loading: one placeholder per product of a batch after the cards, the list busy. */
export const LoadingMore: Story = {
  args: { loading: true, hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Products' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByTestId('product-placeholder')).toHaveLength(4);
  },
};

/** The first batch loading: placeholders only. */
export const LoadingFirst: Story = { args: { products: [], loading: true, hasMore: true } };

/** Grid, dark theme. */
export const Dark: Story = { parameters: { signedIn: true }, globals: { theme: 'dark' } };
