import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { CheckoutHeader } from './checkout-header';

const meta = {
  title: 'Shell/Checkout header',
  component: CheckoutHeader,
  args: {
    homeUrl: '/en',
    accountUrl: '/en/account',
    signedIn: true,
    pageType: 'CheckoutPage',
    texts: { back: 'Back', home: 'home', account: 'My account' },
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CheckoutHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in customer gets the account link. */
export const SignedIn: Story = {};
/** Anonymous visitors do not. */
export const SignedOut: Story = { args: { signedIn: false } };
/** Nor does anybody on the error page. */
export const OnErrorPage: Story = { args: { pageType: 'ErrorPage' } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
