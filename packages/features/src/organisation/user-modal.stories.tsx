import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, storyAdministrator } from '../test/account-story-providers';
import type { OrganisationUsersState } from './organisation-users-slice';
import { UserModal } from './user-modal';

const meta = {
  title: 'Account/UserModal',
  component: UserModal,
  args: { open: true, onOpenChange: fn() },
} satisfies Meta<typeof UserModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const users: OrganisationUsersState = {
  users: [],
  roles: [
    { key: 'OrganizationPurchaser', name: 'Purchaser' },
    { key: 'OrganizationAdministrator', name: 'Administrator' },
  ],
  status: 'succeeded',
  saving: false,
  confirmation: null,
  errors: [],
  loadError: null,
};
const withState = (overrides: Partial<OrganisationUsersState>): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders
      customer={storyAdministrator}
      state={{ organisationUsers: { ...users, ...overrides } }}
    >
      <Story />
    </AccountStoryProviders>
  ),
];
const purchaser = {
  id: 'buyer',
  customerId: 'buyer',
  firstName: 'Sofie',
  lastName: 'Dahl',
  email: 'buyer@org.no',
  phoneNumber: '',
  role: 'OrganizationPurchaser' as const,
  spendingLimit: 20_000,
};

/** Add a user: names, e-mail, phone, role and password. */
export const Add: Story = { decorators: withState({}) };
/** Edit a user (no password field); a purchaser's spending limit is filled in. */
export const Edit: Story = { args: { user: purchaser }, decorators: withState({}) };
/** Saving. */
export const Saving: Story = { decorators: withState({ saving: true }) };
/** The server refused: its message in the footer. */
export const Failed: Story = {
  decorators: withState({ errors: ['An account with this e-mail already exists.'] }),
};
/** Created: the confirmation. */
export const Created: Story = { decorators: withState({ confirmation: 'created' }) };
/** Dark theme. */
export const Dark: Story = { decorators: withState({}), globals: { theme: 'dark' } };
