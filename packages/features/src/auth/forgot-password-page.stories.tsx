import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountStoryProviders, type StoryAnswers } from '../test/account-story-providers';
import { ForgotPasswordPage } from './forgot-password-page';

const page = {
  pageId: 'forgot-password',
  url: '/en/forgot-password',
  pageType: 'ForgotPasswordPage',
  pageTitle: 'Forgot password',
} as Parameters<typeof ForgotPasswordPage>[0]['page'];

const answers: StoryAnswers = {
  'POST /api/customer/password-reset/request': { status: 204 },
  'POST /api/customer/password-reset': { status: 204 },
};

const meta = {
  title: 'Account/ForgotPasswordPage',
  component: ForgotPasswordPage,
  args: { page },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string, storyAnswers = answers): Story['decorators'] => [
  (Story) => (
    <AccountStoryProviders customer={null} answers={storyAnswers} route={route}>
      <Story />
    </AccountStoryProviders>
  ),
];

/** Without a token: ask for a reset link by e-mail. */
export const RequestLink: Story = { decorators: at('/en/forgot-password') };
/** Opened from the e-mailed link: choose the new password. */
export const ChooseNewPassword: Story = { decorators: at('/en/forgot-password?token=story-token') };
/** A used or expired link: the server's message shows after saving. */
export const ExpiredLink: Story = {
  decorators: at('/en/forgot-password?token=old-token', {
    'POST /api/customer/password-reset': {
      status: 400,
      body: {
        error: 'VALIDATION_FAILED',
        message: 'This reset link is not valid any more. Ask for a new one.',
        fields: { token: 'This reset link is not valid any more. Ask for a new one.' },
      },
    },
  }),
};
/** Dark theme. */
export const Dark: Story = {
  decorators: at('/en/forgot-password?token=story-token'),
  globals: { theme: 'dark' },
};
