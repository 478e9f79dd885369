import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  AccountStoryProviders,
  type StoryAnswers,
  storyAdministrator,
  storyAnswers,
} from '../test/account-story-providers';
import { UsersView } from './users-view';

/** How the organisation's users are read in each story. */
const answers = {
  two: storyAnswers,
  loading: { ...storyAnswers, 'GET /api/customer/all-customers': { status: 0 } },
  failed: {
    ...storyAnswers,
    'GET /api/customer/all-customers': {
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' },
    },
  },
} satisfies Record<string, StoryAnswers>;

const meta = {
  title: 'Organisation/UsersView',
  component: UsersView,
  decorators: [
    // `parameters.users` picks how the list is read; the viewer is the organisation's administrator.
    (Story, { parameters }) => (
      <AccountStoryProviders
        customer={storyAdministrator}
        route="/en/account?view=Users"
        answers={answers[(parameters.users as keyof typeof answers | undefined) ?? 'two']}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
  parameters: { users: 'two' },
} satisfies Meta<typeof UsersView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two users with their roles, each with edit, password and delete. */
export const TwoUsers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByTestId('organisation-user', {}, { timeout: 5_000 })).toHaveLength(2);
    await canvas.findByText('Purchaser');
  },
};

/** "Add user" opens the user modal. */
export const AddUserOpened: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('organisation-user', {}, { timeout: 5_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Add user' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 10_000 });
  },
};

/** While the list is read. */
export const Loading: Story = { parameters: { users: 'loading' } };

/** The list could not be read. */
export const Failed: Story = {
  parameters: { users: 'failed' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
  },
};

/** Two users, dark theme. */
export const Dark: Story = { ...TwoUsers, globals: { theme: 'dark' } };
