import type { Meta, StoryObj } from '@storybook/react-vite';
import { AccountStoryProviders, storyAdministrator } from '../test/account-story-providers';
import { QuickOrderPage } from './quick-order-page';

const page = {
  pageId: 'qo',
  url: '/en/quick-order',
  pageType: 'QuickOrderPage',
  pageTitle: 'Quick order',
} as Parameters<typeof QuickOrderPage>[0]['page'];

const meta = {
  title: 'Account/QuickOrderPage',
  component: QuickOrderPage,
  args: { page },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QuickOrderPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three empty lines and the paste box, for a signed-in organisation customer. */
export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={storyAdministrator}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
};
/** Anonymous: adding asks for a sign-in. */
export const SignedOut: Story = {
  decorators: [
    (Story) => (
      <AccountStoryProviders customer={null}>
        <Story />
      </AccountStoryProviders>
    ),
  ],
};
/** Dark theme. */
export const Dark: Story = { ...SignedIn, globals: { theme: 'dark' } };
