import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageFixture } from '../test/shell-fixtures';
import { StoryProviders, storyState } from '../test/story-providers';
import { ErrorPage } from './error-page';

const meta = {
  title: 'Content/Error page',
  component: ErrorPage,
  decorators: [
    // One set of providers, its store state from parameters.state (a second would nest routers).
    (Story, { parameters }) => (
      <StoryProviders state={parameters.state as ReturnType<typeof storyState> | undefined}>
        <main>
          <Story />
        </main>
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No application error recorded: the generic title and message of spec §8. */
export const Generic: Story = {};
/** The application error's own message (settings failed to load). */
export const ApplicationError: Story = {
  parameters: {
    state: storyState({
      errors: { application: { status: 500, message: 'Failed to fetch global settings' }, inputErrors: {} },
    }),
  },
};
/** The configured error page's content around the message. */
export const ConfiguredPage: Story = {
  args: { page: pageFixture({ pageType: 'StandardPage', pageTitle: 'Something went wrong' }) },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
