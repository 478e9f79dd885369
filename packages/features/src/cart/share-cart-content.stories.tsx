import { Modal } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountStoryProviders, type StoryAnswers, storyCustomer } from '../test/account-story-providers';
import { ShareCartContent } from './share-cart-content';

/** How POST api/cart/share answers in each story. */
const answers = {
  made: { 'POST /api/cart/share': { status: 200, body: { shareId: '3f1c9a2e' } } },
  failed: {
    'POST /api/cart/share': {
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' },
    },
  },
  pending: { 'POST /api/cart/share': { status: 0 } },
} satisfies Record<string, StoryAnswers>;

const meta = {
  title: 'Cart/ShareCartContent',
  component: ShareCartContent,
  args: { cartPath: '/en/cart-page' },
  decorators: [
    // `parameters.share` picks the answer; the content sits in the modal frame it is shown in.
    (Story, { parameters }) => (
      <AccountStoryProviders
        customer={storyCustomer}
        route="/en/cart-page"
        answers={answers[(parameters.share as keyof typeof answers | undefined) ?? 'made']}
      >
        <Modal open onOpenChange={fn()} title="Share the cart" closeLabel="Close">
          <Story />
        </Modal>
      </AccountStoryProviders>
    ),
  ],
  parameters: { share: 'made' },
} satisfies Meta<typeof ShareCartContent>;
export default meta;
type Story = StoryObj<typeof meta>;

const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The server made a share id: the link to this cart page with `?share=`, ready to copy. */
export const LinkMade: Story = {
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await screen.findByDisplayValue(/\/en\/cart-page\?share=3f1c9a2e$/, {}, { timeout: 5_000 });
  },
};

/** The request is still running. */
export const Loading: Story = { parameters: { share: 'pending' } };

/** The server failed: the error and a retry button. */
export const Failed: Story = {
  parameters: { share: 'failed' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await screen.findByRole('alert', {}, { timeout: 5_000 });
    await expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  },
};

/** Retry asks again (and fails again here). */
export const Retried: Story = {
  parameters: { share: 'failed' },
  play: async ({ canvasElement }) => {
    const screen = screenOf(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: /try again/i }, { timeout: 5_000 }));
    await screen.findByRole('alert', {}, { timeout: 5_000 });
  },
};

/** Link made, dark theme. */
export const LinkMadeDark: Story = { ...LinkMade, globals: { theme: 'dark' } };
