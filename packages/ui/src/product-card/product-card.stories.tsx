import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardSkeleton } from '../skeleton/product-card-skeleton';
import { namedProductFixtures, productFixtureArgType } from '../test-fixtures/named-product-fixtures';
import { priceFixture } from '../test-fixtures/price-fixtures';
import { productCardFixture } from '../test-fixtures/product-card-fixture';
import { ProductCard } from './product-card';

/** Pretends the cart call takes a moment, as the real one does. */
const addToCart = () => new Promise((resolve) => setTimeout(resolve, 600));

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  args: {
    product: productCardFixture(),
    signedIn: true,
    onAddToCart: addToCart,
    onFavouriteClick: () => undefined,
  },
  argTypes: {
    product: productFixtureArgType,
    variant: { control: 'inline-radio', options: ['grid', 'list'] },
  },
  decorators: [
    (Story, context) => (
      <div css={{ maxWidth: context.args.variant === 'list' ? '56rem' : '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};
export const SignedOut: Story = { args: { signedIn: false } };
export const InclVat: Story = { args: { inclVat: true } };
export const NoDiscount: Story = { args: { product: productCardFixture({ price: priceFixture(4796) }) } };
export const Favourite: Story = { args: { isFavourite: true } };
export const ContactForPrice: Story = {
  args: {
    product: productCardFixture({ hidePrice: true, price: null, bestSeller: false, recommended: true }),
    projectPriceUrl: 'https://example.com/project-price',
  },
};
export const FewLeftNewProduct: Story = {
  args: { product: productCardFixture({ inStockQuantity: 3, newProduct: true, bestSeller: false }) },
};
export const Discontinued: Story = {
  args: { product: productCardFixture({ active: false, inStockQuantity: 0, bestSeller: false }) },
};
export const Minimal: Story = {
  args: {
    product: productCardFixture({
      marketingText: null,
      elNumber: null,
      alternativeProductNumber: null,
      bestSeller: false,
    }),
    onFavouriteClick: undefined,
  },
};
export const ImageError: Story = {
  args: {
    product: productCardFixture({
      image: { src: '/missing-image.svg', alt: 'Oslo lounge chair', title: '', width: 400, height: 300 },
    }),
  },
};
export const AddToCartFails: Story = {
  args: { onAddToCart: () => new Promise((_, reject) => setTimeout(() => reject(new Error('failed')), 600)) },
};
export const LongText: Story = {
  args: {
    product: productCardFixture({
      name: 'Oslo high-back lounge chair with footstool in oiled oak and light grey melange wool',
      marketingText:
        'Hand-finished solid oak frame, pocket-spring seat and a removable, washable wool cover woven in Norway',
      alternativeProductNumber: 'ALT-7700-1234-5678',
    }),
  },
};
export const ListSignedIn: Story = { args: { variant: 'list' } };
export const ListSignedOut: Story = { args: { variant: 'list', signedIn: false } };
export const Loading: Story = { render: () => <ProductCardSkeleton /> };
export const LoadingList: Story = {
  args: { variant: 'list' },
  render: () => <ProductCardSkeleton variant="list" />,
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const DarkThemeSignedOut: Story = { args: { signedIn: false }, globals: { theme: 'dark' } };
/** Each named fixture, as the Controls panel offers them. */
export const LowStock: Story = { args: { product: namedProductFixtures['Low stock'] } };
export const OutOfStock: Story = { args: { product: namedProductFixtures['Out of stock'] } };
export const OnSale: Story = { args: { product: namedProductFixtures['On sale'] } };
export const LongName: Story = { args: { product: namedProductFixtures['Long name'] } };
/** A customer's card while the priced answer for the new sign-in is on its way: no purchase part yet. */
export const PricePending: Story = { args: { product: productCardFixture({ price: null }) } };
export const DarkThemeContactForPrice: Story = {
  args: {
    product: namedProductFixtures['Contact for price'],
    projectPriceUrl: 'https://example.com/project-price',
  },
  globals: { theme: 'dark' },
};
