import { priceAudience, priceDisplay } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { namedProductFixtures } from '../test-fixtures/named-product-fixtures';
import { priceFixture } from '../test-fixtures/price-fixtures';
import { DEFAULT_PRODUCT_CARD_LABELS } from './product-card-labels';
import { ProductCardPurchase } from './product-card-purchase';

const idleCart = {
  status: 'idle',
  quantity: 1,
  setQuantity: () => undefined,
  submit: () => undefined,
} as const;
const customer = priceAudience(true);

const meta = {
  title: 'Commerce/ProductCard/Purchase',
  component: ProductCardPurchase,
  args: {
    display: priceDisplay({ hidePrice: false, price: priceFixture(4796) }, customer, false),
    productName: 'Oslo lounge chair',
    nameId: 'story-name',
    cart: idleCart,
    maxQuantity: 5,
    projectPriceUrl: 'https://example.com/project-price',
    labels: DEFAULT_PRODUCT_CARD_LABELS,
  },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '18rem', display: 'grid', gap: '0.5rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCardPurchase>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A customer's price excluding VAT, with stepper and add to cart. */
export const Price: Story = {};
export const InclVat: Story = {
  args: { display: priceDisplay({ hidePrice: false, price: priceFixture(4796) }, customer, true) },
};
export const Sale: Story = {
  args: { display: priceDisplay({ hidePrice: false, price: priceFixture(4796, 3596) }, customer, false) },
};
/** The cart call is running: stepper and button wait. */
export const Loading: Story = { args: { cart: { ...idleCart, status: 'loading' } } };
export const Added: Story = { args: { cart: { ...idleCart, status: 'finished' } } };
/** `hidePrice`: 'contact for price' opens the project-price page in a new tab. */
export const HiddenPrice: Story = {
  args: { display: priceDisplay(namedProductFixtures['Contact for price'], customer, false) },
};
/** An anonymous visitor: the card shows no purchase part at all (the product page asks them to sign in). */
export const LoginToSeePrice: Story = {
  args: { display: priceDisplay(namedProductFixtures['In stock'], priceAudience(false), false) },
};
/** Out of stock still shows the price; the card's stock line says why it may not arrive soon. */
export const OutOfStock: Story = {
  args: { display: priceDisplay(namedProductFixtures['Out of stock'], customer, false) },
};
export const WithoutCart: Story = { args: { cart: null } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
export const DarkThemeSale: Story = {
  args: { display: priceDisplay({ hidePrice: false, price: priceFixture(4796, 3596) }, customer, false) },
  globals: { theme: 'dark' },
};
