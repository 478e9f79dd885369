import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders } from '../test/account-story-providers';
import { RegisterModal } from './register-modal';

const meta = {
  title: 'Account/RegisterModal',
  component: RegisterModal,
  args: { open: true, onOpenChange: fn(), onBack: fn() },
} satisfies Meta<typeof RegisterModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const session = (status: 'idle' | 'loading' | 'failed', error: string | null = null): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders customer={null} state={{ customerSession: { customer: null, status, error } }}>
      <Story />
    </AccountStoryProviders>
  ),
];

/** The empty form. */
export const Default: Story = { decorators: session('idle') };
/** Creating the account. */
export const Loading: Story = { decorators: session('loading') };
/** The e-mail is taken. */
export const Failed: Story = { decorators: session('failed', 'An account with this e-mail already exists.') };
/** Dark theme. */
export const Dark: Story = { decorators: session('idle'), globals: { theme: 'dark' } };
