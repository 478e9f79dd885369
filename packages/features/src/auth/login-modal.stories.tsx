import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders } from '../test/account-story-providers';
import { LoginModal } from './login-modal';

const meta = {
  title: 'Account/LoginModal',
  component: LoginModal,
  args: { open: true, onOpenChange: fn(), onRegister: fn() },
} satisfies Meta<typeof LoginModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const session = (status: 'idle' | 'loading' | 'failed', error: string | null = null): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders customer={null} state={{ customerSession: { customer: null, status, error } }}>
      <Story />
    </AccountStoryProviders>
  ),
];

/** E-mail and password. */
export const Default: Story = { decorators: session('idle') };
/** Signing in. */
export const Loading: Story = { decorators: session('loading') };
/** The server refused: its message in the footer. */
export const Failed: Story = { decorators: session('failed', 'Wrong e-mail or password.') };
/** Opened from a product card's heart. */
export const FromFavourites: Story = { args: { reason: 'favourites' }, decorators: session('idle') };
/** Dark theme. */
export const Dark: Story = {
  decorators: session('failed', 'Wrong e-mail or password.'),
  globals: { theme: 'dark' },
};
