import { ORDER_STATUSES } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccountStoryProviders, storyAdministrator } from '../test/account-story-providers';
import { OrderStatusText } from './order-status';

const meta = {
  title: 'Account/OrderStatusText',
  component: OrderStatusText,
  args: { status: 'awaitingApproval' },
  argTypes: { status: { control: 'radio', options: [...ORDER_STATUSES, undefined] } },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={storyAdministrator}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof OrderStatusText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingApproval: Story = {};
export const AwaitingPayment: Story = { args: { status: 'awaitingPayment' } };
export const Paid: Story = { args: { status: 'paid' } };
export const Cancelled: Story = { args: { status: 'cancelled' } };
export const Rejected: Story = { args: { status: 'rejected' } };

/** A server that sends no states: nothing is shown. */
export const NoStatus: Story = {
  args: { status: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('order-status')).toBeNull();
  },
};

/** Every state as it reads in a list of orders. */
export const AllStates: Story = {
  render: () => (
    <ul>
      {ORDER_STATUSES.map((status) => (
        <li key={status}>
          <OrderStatusText status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTestId('order-status')).toHaveLength(ORDER_STATUSES.length);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
