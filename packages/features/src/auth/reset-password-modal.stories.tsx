import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AccountStoryProviders, type StoryAnswers } from '../test/account-story-providers';
import { ResetPasswordModal } from './reset-password-modal';

const meta = {
  title: 'Account/ResetPasswordModal',
  component: ResetPasswordModal,
  args: { open: true, onOpenChange: fn(), onBack: fn() },
} satisfies Meta<typeof ResetPasswordModal>;
export default meta;
type Story = StoryObj<typeof meta>;

const answering = (answers: StoryAnswers): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders customer={null} answers={answers}>
      <Story />
    </AccountStoryProviders>
  ),
];

/** Asks for the account's e-mail address; sending shows the neutral confirmation. */
export const Default: Story = {
  decorators: answering({ 'POST /api/customer/password-reset/request': { status: 204 } }),
};
/** Too many requests: the server's message in the footer after sending. */
export const RateLimited: Story = {
  decorators: answering({
    'POST /api/customer/password-reset/request': {
      status: 429,
      body: { error: 'TOO_MANY_REQUESTS', message: 'Too many password reset requests. Try again later.' },
    },
  }),
};
/** Dark theme. */
export const Dark: Story = {
  decorators: answering({ 'POST /api/customer/password-reset/request': { status: 204 } }),
  globals: { theme: 'dark' },
};
