import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccountRoot } from '../modals';
import { AccountStoryProviders, storyCustomer } from '../test/account-story-providers';
import { AccountButton } from './account-button';

const meta = {
  title: 'Shell/Header parts/AccountButton',
  component: AccountButton,
  decorators: [
    // `parameters.signedIn` picks the session; the account root beside the button shows the modal it opens.
    (Story, { parameters }) => (
      <AccountStoryProviders customer={parameters.signedIn === true ? storyCustomer : null} route="/en">
        <div css={{ display: 'flex', padding: '0.5rem' }}>
          <Story />
        </div>
        <AccountRoot />
      </AccountStoryProviders>
    ),
  ],
  parameters: { signedIn: false },
} satisfies Meta<typeof AccountButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the user icon, a link named "Account" (pressing it opens sign-in instead). */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/en/account',
    );
  },
};

/** An anonymous visitor pressed it: the sign-in modal (loaded on demand) opens and the page stays. */
export const SignedOutPressed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Account' }));
    const screen = within(canvasElement.ownerDocument.body);
    await screen.findByRole('dialog', {}, { timeout: 10_000 });
    await screen.findByLabelText(/e-mail/i);
  },
};

/** A signed-in customer: the same link, which goes to the account page. */
export const SignedIn: Story = {
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/en/account',
    );
  },
};

/** A given account address (another site's account page). */
export const CustomAccountUrl: Story = {
  args: { accountUrl: '/en/my-pages' },
  parameters: { signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/en/my-pages',
    );
  },
};

/** Dark theme. */
export const Dark: Story = { ...SignedOut, globals: { theme: 'dark' } };

/** Sign-in modal open, dark theme. */
export const SignedOutPressedDark: Story = { ...SignedOutPressed, globals: { theme: 'dark' } };
