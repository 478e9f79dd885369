import type { Page } from '@storefront/api-client';
import { ProductPageSkeleton } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { testCustomer } from '../test/cart-fixtures';
import { makeProduct } from '../test/product-fixtures';
import { pageFixture } from '../test/shell-fixtures';
import { StoryProviders, storyState } from '../test/story-providers';
import { ProductPage } from './product-page';

const page = (overrides = {}) =>
  pageFixture({
    pageType: 'ProductPage',
    pageTitle: 'Oslo arm chair',
    breadcrumb: [
      { id: '1', text: 'Home', href: '/en' },
      { id: '2', text: 'Arm chairs', href: '/en/assortment/furniture/arm-chairs/' },
      { id: '3', text: 'Oslo arm chair', href: '/en/assortment/furniture/arm-chairs/oslo-arm-chair/' },
    ],
    product: makeProduct(overrides),
  } as Partial<Page> & { pageType: 'ProductPage' });

const signedIn = storyState({ customerSession: { customer: testCustomer, status: 'succeeded' } });

const meta = {
  title: 'Product/ProductPage',
  component: ProductPage,
  args: { page: page() },
  parameters: { layout: 'fullscreen' },
  decorators: [
    // One set of providers per story, its store state from parameters.state: a second StoryProviders in a
    // story's own decorator would nest a router inside this one, which React Router refuses to render.
    (Story, { parameters }) => (
      <StoryProviders state={parameters.state as ReturnType<typeof storyState> | undefined}>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof ProductPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous shopper: stock per colour, no price. */
export const SignedOut: Story = {};
/** A signed-in shopper: price, quantity and add to cart. */
export const SignedIn: Story = { parameters: { state: signedIn } };
/** Price on request: 'contact for price' replaces price and cart. */
export const ContactForPrice: Story = { args: { page: page({ hidePrice: true }) } };
/** A discontinued product. */
export const Discontinued: Story = { args: { page: page({ active: false }) } };
/** A long name and description. */
export const LongText: Story = {
  args: {
    page: page({
      name: 'Oslo arm chair with extra deep seat, high back and removable wool cover in a long name',
      shortDescription: 'A calm arm chair. '.repeat(20),
    }),
  },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
/** While the page loads: the product page skeleton. */
export const Loading: Story = { render: () => <ProductPageSkeleton /> };
