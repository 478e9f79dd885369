import type { Approval } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountStoryProviders, storyAdministrator } from '../test/account-story-providers';
import { RejectOrderModal } from './reject-order-modal';

const approval: Approval = {
  orderNumber: 'SF-2026-0000000101',
  orderDate: '2026-11-20T09:30:00.000Z',
  placedBy: 'Sofie Dahl',
  spendingLimit: 20_000,
  totalPriceExVat: { amount: 24_990, formattedString: '24 990 kr' },
  totalPrice: { amount: 31_237.5, formattedString: '31 237,50 kr' },
  numberOfItems: 3,
  paymentMethod: 'invoice',
};

const meta = {
  title: 'Account/RejectOrderModal',
  component: RejectOrderModal,
  args: {
    approval,
    onOpenChange: fn(),
    onReject: fn(async (_reason: string): Promise<string[] | null> => null),
  },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={storyAdministrator}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof RejectOrderModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Asks for the reason the purchaser will read with the order. */
export const Open: Story = {};

/** Rejecting without a reason keeps the order and asks for one; nothing is sent. */
export const ReasonMissing: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Reject' }));
    await expect(await page.findByText('Write why the order is rejected.')).toBeVisible();
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

/** The server refused (the order was decided meanwhile): its text shows above the button. */
export const Failed: Story = {
  args: {
    onReject: fn(
      async (_reason: string): Promise<string[] | null> => ['The order is no longer waiting for approval.'],
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.type(await page.findByRole('textbox', { name: /Reason/ }), 'Over budget this quarter');
    await userEvent.click(page.getByRole('button', { name: 'Reject' }));
    await expect(await page.findByText('The order is no longer waiting for approval.')).toBeVisible();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
