import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountStoryProviders, type StoryAnswers, storyCustomer } from '../test/account-story-providers';
import { twoLineCart } from '../test/cart-fixtures';
import { cartTexts } from './cart-texts';
import { SharedCartSection } from './shared-cart-section';

const texts = cartTexts((_key, fallback) => fallback);
const SHARE_ID = '3f1c9a2e';

/** How the shared cart calls answer in each story. */
const answers = {
  found: {
    [`GET /api/cart/shared/${SHARE_ID}`]: { status: 200, body: twoLineCart },
    'POST /api/cart/load-shared': { status: 200, body: twoLineCart },
  },
  addFails: {
    [`GET /api/cart/shared/${SHARE_ID}`]: { status: 200, body: twoLineCart },
    'POST /api/cart/load-shared': {
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' },
    },
  },
  notFound: {
    [`GET /api/cart/shared/${SHARE_ID}`]: {
      status: 404,
      body: { error: 'NOT_FOUND', message: 'No shared cart with this id.' },
    },
  },
  pending: { [`GET /api/cart/shared/${SHARE_ID}`]: { status: 0 } },
} satisfies Record<string, StoryAnswers>;

const meta = {
  title: 'Cart/SharedCartSection',
  component: SharedCartSection,
  args: { shareId: SHARE_ID, texts },
  decorators: [
    // `parameters.shared` picks how the server answers.
    (Story, { parameters }) => (
      <AccountStoryProviders
        customer={storyCustomer}
        route={`/en/cart-page?share=${SHARE_ID}`}
        answers={answers[(parameters.shared as keyof typeof answers | undefined) ?? 'found']}
      >
        <div css={{ maxWidth: '40rem' }}>
          <Story />
        </div>
      </AccountStoryProviders>
    ),
  ],
  parameters: { shared: 'found' },
} satisfies Meta<typeof SharedCartSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Found: its lines priced for this shopper, and "Add these to my cart". */
export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Add these to my cart' }, { timeout: 5_000 });
    await expect(canvas.getAllByTestId('summary-line')).toHaveLength(2);
  },
};

/** Added to the shopper's own cart: a confirmation. */
export const AddedToOwnCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add these to my cart' }, { timeout: 5_000 }),
    );
    await canvas.findByText('The shared articles are now in your cart.', {}, { timeout: 5_000 });
  },
};

/** Adding failed: the server's reason. */
export const AddFailed: Story = {
  parameters: { shared: 'addFails' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add these to my cart' }, { timeout: 5_000 }),
    );
    await canvas.findByRole('alert', {}, { timeout: 5_000 });
  },
};

/** Still loading. */
export const Loading: Story = {
  parameters: { shared: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('shared-cart')).toHaveAttribute('aria-busy', 'true');
  },
};

/** An unknown or expired share id. */
export const NotFound: Story = {
  parameters: { shared: 'notFound' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('This shared cart could not be found.', {}, { timeout: 5_000 });
  },
};

/** Found, dark theme. */
export const FoundDark: Story = { ...Found, globals: { theme: 'dark' } };
