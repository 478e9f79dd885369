import type { Approval } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  AccountStoryProviders,
  type StoryAnswers,
  storyAdministrator,
  storyAnswers,
} from '../test/account-story-providers';
import { ApprovalsView } from './approvals-view';

const amount = (value: number) => ({
  amount: value,
  formattedString: `${value.toLocaleString('nb-NO')} kr`,
});

/** Two orders of purchasers above their limits. */
const waiting: Approval[] = [
  {
    orderNumber: 'SF-2026-0000000101',
    orderDate: '2026-11-20T09:30:00.000Z',
    placedBy: 'Sofie Dahl',
    spendingLimit: 20_000,
    totalPriceExVat: amount(24_990),
    totalPrice: amount(31_237.5),
    numberOfItems: 3,
    paymentMethod: 'invoice',
  },
  {
    orderNumber: 'SF-2026-0000000102',
    orderDate: '2026-11-21T14:05:00.000Z',
    placedBy: 'Ola Nordmann',
    spendingLimit: 5_000,
    totalPriceExVat: amount(8_000),
    totalPrice: amount(10_000),
    numberOfItems: 1,
    paymentMethod: 'card',
  },
];

const LIST = 'GET /api/customer/organisation/approvals';

/** How the approvals are read in each story. */
const answers = {
  two: { ...storyAnswers, [LIST]: { status: 200, body: { approvals: waiting } } },
  empty: { ...storyAnswers, [LIST]: { status: 200, body: { approvals: [] } } },
  loading: { ...storyAnswers, [LIST]: { status: 0 } },
  failed: {
    ...storyAnswers,
    [LIST]: { status: 500, body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' } },
  },
} satisfies Record<string, StoryAnswers>;

const meta = {
  title: 'Account/ApprovalsView',
  component: ApprovalsView,
  decorators: [
    // `parameters.approvals` picks how the list is read; the viewer is the organisation's administrator.
    (Story, { parameters }) => (
      <AccountStoryProviders
        customer={storyAdministrator}
        route="/en/account?view=Approvals"
        answers={answers[(parameters.approvals as keyof typeof answers | undefined) ?? 'two']}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
  parameters: { approvals: 'two' },
} satisfies Meta<typeof ApprovalsView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two orders waiting, each with Approve and Reject. */
export const TwoWaiting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('approval-row', {}, { timeout: 5_000 })).toHaveLength(2);
    await canvas.findByText('Sofie Dahl');
  },
};

/** Reject opens the dialog that asks for the reason; rejecting without one says it is required. */
export const RejectDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('approval-row', {}, { timeout: 5_000 });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Reject' })[0]!);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      {},
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await within(dialog).findByText('Write why the order is rejected.');
  },
};

/** Nothing waits for approval. */
export const Empty: Story = {
  parameters: { approvals: 'empty' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No orders are waiting for approval.', {}, { timeout: 5_000 });
  },
};

/** While the list is read. */
export const Loading: Story = { parameters: { approvals: 'loading' } };

/** The list could not be read. */
export const Failed: Story = {
  parameters: { approvals: 'failed' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
  },
};

/** Two orders waiting, dark theme. */
export const Dark: Story = { ...TwoWaiting, globals: { theme: 'dark' } };
