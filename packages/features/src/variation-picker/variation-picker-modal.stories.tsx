import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { testCustomer } from '../test/cart-fixtures';
import { makeProduct } from '../test/product-fixtures';
import { StoryProviders, storyState } from '../test/story-providers';
import { VariationPickerModal } from './variation-picker-modal';

const product = makeProduct();

const meta = {
  title: 'Product/VariationPickerModal',
  component: VariationPickerModal,
  args: { open: true, onOpenChange: fn(), onChoose: fn(), onAdded: fn(), product },
} satisfies Meta<typeof VariationPickerModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const signedIn: Story['decorators'] = [
  (Story) => (
    <StoryProviders state={storyState({ customerSession: { customer: testCustomer, status: 'succeeded' } })}>
      <Story />
    </StoryProviders>
  ),
];
const anonymous: Story['decorators'] = [
  (Story) => (
    <StoryProviders>
      <Story />
    </StoryProviders>
  ),
];

/** A signed-in customer: every colour with price and stock, quantity and add to cart. */
export const SignedIn: Story = { decorators: signedIn };
/** The out-of-stock colour chosen. */
export const OutOfStockChosen: Story = { decorators: signedIn, args: { initialCode: 'OSLO-1-OAK' } };
/** An anonymous visitor: colours and stock only, with a hint to sign in. */
export const SignedOut: Story = { decorators: anonymous };
/** A 'contact for price' product: no prices, no buying. */
export const HiddenPrice: Story = {
  decorators: signedIn,
  args: { product: { ...product, hidePrice: true } },
};
/** Dark theme. */
export const Dark: Story = { decorators: signedIn, globals: { theme: 'dark' } };
