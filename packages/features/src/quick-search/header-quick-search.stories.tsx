import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchStoryProviders } from '../test/search-story-providers';
import { HeaderQuickSearch } from './header-quick-search';

const meta = {
  title: 'Search/HeaderQuickSearch',
  component: HeaderQuickSearch,
  decorators: [
    (Story) => (
      <SearchStoryProviders>
        <div css={{ maxWidth: '30rem', minHeight: '30rem' }}>
          <Story />
        </div>
      </SearchStoryProviders>
    ),
  ],
} satisfies Meta<typeof HeaderQuickSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The desktop header's search box, bound to the site's search page (global settings' SearchPage). */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Search' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** "recl" typed: after the 500 ms pause, suggestions and hits. */
export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search' }), 'recl');
    await canvas.findByRole('option', { name: /Recliner 1/ }, { timeout: 5_000 });
  },
};

/** Results, dark theme. */
export const WithResultsDark: Story = { ...WithResults, globals: { theme: 'dark' } };
