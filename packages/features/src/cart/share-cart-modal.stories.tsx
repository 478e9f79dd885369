import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountStoryProviders, type StoryAnswers, storyCustomer } from '../test/account-story-providers';
import { ShareCartModal } from './share-cart-modal';

// The modal itself, with its body loaded on demand and asking the server for a share id as it opens (the
// body's states alone are in Cart/ShareCartContent, the view's in Cart/ShareCartModal).

/** How POST api/cart/share answers in each story. */
const answers = {
  made: { 'POST /api/cart/share': { status: 200, body: { shareId: '3f1c9a2e' } } },
  failed: {
    'POST /api/cart/share': {
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' },
    },
  },
} satisfies Record<string, StoryAnswers>;

const meta = {
  title: 'Cart/ShareCartModal (loaded)',
  component: ShareCartModal,
  args: { open: true, onOpenChange: fn(), cartPath: '/en/cart-page' },
  decorators: [
    // `parameters.share` picks the answer.
    (Story, { parameters }) => (
      <AccountStoryProviders
        customer={storyCustomer}
        route="/en/cart-page"
        answers={answers[(parameters.share as keyof typeof answers | undefined) ?? 'made']}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
  parameters: { share: 'made' },
} satisfies Meta<typeof ShareCartModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opened: "Share the cart" with the link made for this cart. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Share the cart' });
    await within(dialog).findByDisplayValue(/\?share=3f1c9a2e$/, {}, { timeout: 10_000 });
  },
};

/** The server failed: its reason and a retry. */
export const Failed: Story = {
  parameters: { share: 'failed' },
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Share the cart' });
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

/** Closed: nothing shows and nothing is asked. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Open, dark theme. */
export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
