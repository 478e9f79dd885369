import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { initialCartState } from '../cart';
import { AccountStoryProviders, type StoryAnswers, storyCustomer } from '../test/account-story-providers';
import { twoLineCart } from '../test/cart-fixtures';
import { ReorderButton } from './reorder-button';

/** How POST api/cart/add-multiple answers in each story. */
const answers = {
  added: { 'POST /api/cart/add-multiple': { status: 200, body: twoLineCart } },
  failed: {
    'POST /api/cart/add-multiple': {
      status: 400,
      body: { error: 'BAD_REQUEST', message: 'OLD-SOFA is no longer sold.' },
    },
  },
} satisfies Record<string, StoryAnswers>;

const meta = {
  title: 'Account/ReorderButton',
  component: ReorderButton,
  args: { lines: twoLineCart.lineItems.map(({ code, quantity }) => ({ code, quantity })) },
  decorators: [
    // `parameters.reorder` picks the answer; `parameters.cartHasLines` puts lines in the shopper's cart.
    (Story, { parameters }) => (
      <AccountStoryProviders
        customer={storyCustomer}
        answers={answers[(parameters.reorder as keyof typeof answers | undefined) ?? 'added']}
        state={{
          cart:
            parameters.cartHasLines === true
              ? { ...initialCartState, ...twoLineCart, loaded: true }
              : { ...initialCartState, loaded: true },
        }}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
  parameters: { reorder: 'added', cartHasLines: false },
} satisfies Meta<typeof ReorderButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order's "Reorder" button. */
export const Idle: Story = {};

/** The lines went into the empty cart: the button's finished state. */
export const Reordered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder' }));
    await canvas.findByText('Added to cart', {}, { timeout: 5_000 });
  },
};

/** The server refused: its reason beside the button. */
export const Failed: Story = {
  parameters: { reorder: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reorder' }));
    await expect(await canvas.findByRole('alert', {}, { timeout: 5_000 })).not.toBeEmptyDOMElement();
  },
};

/** The cart already has lines: the mandatory cart modal asks first. */
export const CartHasLines: Story = {
  parameters: { cartHasLines: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reorder' }));
    await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Your cart already has items' },
      { timeout: 10_000 },
    );
  },
};

/** Failed, dark theme. */
export const FailedDark: Story = { ...Failed, globals: { theme: 'dark' } };
