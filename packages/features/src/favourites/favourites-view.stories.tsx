import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import {
  AccountStoryProviders,
  type StoryAnswers,
  storyAnswers,
  storyCustomer,
} from '../test/account-story-providers';
import { FavouritesView } from './favourites-view';

/** How the favourites lists are read in each story. */
const answers = {
  two: storyAnswers,
  empty: { ...storyAnswers, 'GET /api/favorites/lists': { status: 200, body: [] } },
  loading: { ...storyAnswers, 'GET /api/favorites/lists': { status: 0 } },
  failed: {
    ...storyAnswers,
    'GET /api/favorites/lists': {
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: 'Internal server error.' },
    },
  },
} satisfies Record<string, StoryAnswers>;

const meta = {
  title: 'Account/FavouritesView',
  component: FavouritesView,
  decorators: [
    // `parameters.lists` picks how the lists are read.
    (Story, { parameters }) => (
      <AccountStoryProviders
        customer={storyCustomer}
        route="/en/account?view=Favorites"
        answers={answers[(parameters.lists as keyof typeof answers | undefined) ?? 'two']}
      >
        <Story />
      </AccountStoryProviders>
    ),
  ],
  parameters: { lists: 'two' },
} satisfies Meta<typeof FavouritesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lists with their products, each list with rename and delete. */
export const TwoLists: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Living room', { exact: false }, { timeout: 5_000 });
  },
};

/** No favourites yet. */
export const Empty: Story = {
  parameters: { lists: 'empty' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You have no favourites yet.', {}, { timeout: 5_000 });
  },
};

/** While the lists are read. */
export const Loading: Story = { parameters: { lists: 'loading' } };

/** The lists could not be read. */
export const Failed: Story = {
  parameters: { lists: 'failed' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert', {}, { timeout: 5_000 });
  },
};

/** Two lists, dark theme. */
export const Dark: Story = { ...TwoLists, globals: { theme: 'dark' } };
