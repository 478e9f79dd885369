import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { DeliveryAddressesModal } from './delivery-addresses-modal';

const meta = {
  title: 'Account/DeliveryAddressesModal',
  component: DeliveryAddressesModal,
  args: { open: true, onOpenChange: fn(), onAdd: fn(), addresses: storyCustomer.deliveryAddresses },
  decorators: [
    (Story) => (
      <AccountStoryProviders
        customer={storyCustomer}
        answers={{ 'POST /api/customer/set-primary-address': { status: 200, body: storyCustomer } }}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof DeliveryAddressesModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two delivery addresses, the default one chosen. */
export const Default: Story = {};
/** No delivery address yet: only "Add address". */
export const Empty: Story = { args: { addresses: [] } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
