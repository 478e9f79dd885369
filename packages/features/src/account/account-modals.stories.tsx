import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { homeAddress } from '../test/cart-fixtures';
import { settingsFixture } from '../test/shell-fixtures';
import { AddressModal } from './address-modal';
import { ChangePasswordModal } from './change-password-modal';
import { EditCustomerModal } from './edit-customer-modal';

// The account area's own modals in one place: edit customer, change password, add/edit address.
const meta = {
  title: 'Account/Modals',
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={storyCustomer}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const countries = settingsFixture.countries;

/** Edit customer: the customer's details filled in. */
export const EditCustomer: Story = {
  render: () => <EditCustomerModal open onOpenChange={fn()} customer={storyCustomer} />,
};
/** Change password: current and new password. */
export const ChangePassword: Story = {
  render: () => (
    <ChangePasswordModal
      open
      onOpenChange={fn()}
      askCurrent
      confirmation="Changed."
      onSave={async () => null}
    />
  ),
};
/** An administrator sets a user's password: no current password; a refusal is listed in the footer. */
export const ChangePasswordAdministrator: Story = {
  render: () => (
    <ChangePasswordModal
      open
      onOpenChange={fn()}
      askCurrent={false}
      confirmation="The password has been changed."
      onSave={async () => ['Access forbidden. No further details provided.']}
    />
  ),
};
/** Add an address to the delivery list. */
export const AddAddress: Story = {
  render: () => (
    <AddressModal open onOpenChange={fn()} addressType="delivery" countries={countries} defaultCountry="NO" />
  ),
};
/** Edit an address. */
export const EditAddress: Story = {
  render: () => (
    <AddressModal
      open
      onOpenChange={fn()}
      addressType="billing"
      address={homeAddress}
      countries={countries}
      defaultCountry="NO"
    />
  ),
};
/** Dark theme. */
export const Dark: Story = { ...EditCustomer, globals: { theme: 'dark' } };
