import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { RenameListModal } from './rename-list-modal';

const meta = {
  title: 'Account/RenameListModal',
  component: RenameListModal,
  args: { open: true, onOpenChange: fn(), listName: 'Living room' },
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={storyCustomer}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
} satisfies Meta<typeof RenameListModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list's name ready to change. */
export const Default: Story = {};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
