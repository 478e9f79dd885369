import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AccountStoryProviders,
  storyAdministrator,
  storyAnswers,
  storyCustomer,
} from '../test/account-story-providers';
import { sampleCart, sampleLine, sampleOrder } from '../test/cart-fixtures';
import { AccountPage } from './account-page';

const page = {
  pageId: 'account',
  url: '/en/account',
  pageType: 'AccountPage',
  pageTitle: 'My account',
} as Parameters<typeof AccountPage>[0]['page'];

const meta = {
  title: 'Account/AccountPage',
  component: AccountPage,
  args: { page, currentYear: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AccountPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (view: string, customer = storyCustomer, answers = storyAnswers): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders customer={customer} answers={answers} route={`/en/account?view=${view}`}>
      <Story />
    </AccountStoryProviders>
  ),
];

/** An anonymous visitor is asked to sign in. */
export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={null}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
};
/** The default view. */
export const Overview: Story = { decorators: at('Overview') };
/** Contact details with edit and change-password buttons. */
export const Details: Story = { decorators: at('Details') };
/** Billing and delivery addresses; the first of each list is the default. */
export const Addresses: Story = { decorators: at('Addresses') };
/** Order history with year filter and reorder. */
export const Orders: Story = { decorators: at('Orders') };
/** No orders yet. */
export const OrdersEmpty: Story = {
  decorators: at('Orders', storyCustomer, {
    ...storyAnswers,
    'GET /api/order/all-orders': { status: 200, body: { orders: [], totalOrderCount: 0 } },
  }),
};
/** The history could not be read. */
export const OrdersError: Story = {
  decorators: at('Orders', storyCustomer, {
    ...storyAnswers,
    'GET /api/order/all-orders': {
      status: 500,
      body: { error: 'INTERNAL', message: 'Internal server error.' },
    },
  }),
};
/** One order's details. */
export const OrderDetails: Story = { decorators: at(`OrderDetails&orderNumber=${sampleOrder.orderNumber}`) };
/** Two favourites lists. */
export const Favorites: Story = { decorators: at('Favorites') };
/** No favourites yet (empty lists are dropped on load). */
export const FavoritesEmpty: Story = {
  decorators: at('Favorites', storyCustomer, {
    ...storyAnswers,
    'GET /api/favorites/lists': { status: 200, body: [{ id: 'e', name: 'Empty', items: [] }] },
  }),
};
/** An organisation administrator's user list. */
export const Users: Story = { decorators: at('Users', storyAdministrator) };
const cartAnswer = {
  status: 200,
  body: sampleCart([
    sampleLine({ code: 'OSLO-GRN', name: 'Oslo arm chair, green', quantity: 4 }),
    sampleLine({ code: 'BERGEN-OAK', name: 'Bergen dining table, oak', unit: 12990, quantity: 1 }),
  ]),
};
/** An organisation user's bulk cart update: quantity per line and pasted lines, applied together. */
export const BulkCart: Story = {
  decorators: at('BulkCart', storyAdministrator, { ...storyAnswers, 'GET /api/cart': cartAnswer }),
};
/** Bulk cart update with an empty cart. */
export const BulkCartEmpty: Story = {
  decorators: at('BulkCart', storyAdministrator, {
    ...storyAnswers,
    'GET /api/cart': { status: 200, body: sampleCart([]) },
  }),
};
/** Bulk cart update while the cart is read. */
export const BulkCartLoading: Story = {
  decorators: at('BulkCart', storyAdministrator, { ...storyAnswers, 'GET /api/cart': { status: 0 } }),
};
/** Dark theme. */
export const Dark: Story = { decorators: at('Orders'), globals: { theme: 'dark' } };
/** Bulk cart update in the dark theme. */
export const BulkCartDark: Story = {
  decorators: at('BulkCart', storyAdministrator, { ...storyAnswers, 'GET /api/cart': cartAnswer }),
  globals: { theme: 'dark' },
};
