import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchStoryProviders } from '../test/search-story-providers';
import { HeaderQuickSearchWhenVisible } from './header-quick-search-when-visible';

// In a story there is no server markup, so the wrapper loads the desktop quick search at once (the waiting
// for the viewport is shown in Shell/lazyWhenVisible); these stories show the box it loads, bound to the
// search page of the fixture site and to the fixture search API.

const meta = {
  title: 'Search/HeaderQuickSearchWhenVisible',
  component: HeaderQuickSearchWhenVisible,
  decorators: [
    (Story, { parameters }) => (
      <SearchStoryProviders api={parameters.searchApi === 'pending' ? 'pending' : 'answers'}>
        {/* Room below the box for its dropdown, as in the header bar. */}
        <div css={{ maxWidth: '30rem', minHeight: '30rem', padding: '1rem' }}>
          <Story />
        </div>
      </SearchStoryProviders>
    ),
  ],
  parameters: { searchApi: 'answers' },
} satisfies Meta<typeof HeaderQuickSearchWhenVisible>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks into the loaded search box and types a query. */
async function typeQuery(canvasElement: HTMLElement, query: string) {
  const box = await within(canvasElement).findByRole('combobox', { name: 'Search' }, { timeout: 5_000 });
  await userEvent.click(box);
  await userEvent.type(box, query);
  return box;
}

/** Loaded and empty: the search box with its placeholder. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const box = await within(canvasElement).findByRole('combobox', { name: 'Search' }, { timeout: 5_000 });
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** "recl" typed: suggestions first, then products, a category and a page. */
export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const box = await typeQuery(canvasElement, 'recl');
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /Recliner 1/ }, { timeout: 5_000 });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The second option highlighted with ArrowDown twice (the box names it as its active descendant). */
export const Highlighted: Story = {
  play: async ({ canvasElement }) => {
    const box = await typeQuery(canvasElement, 'recl');
    const canvas = within(canvasElement);
    await canvas.findByRole('option', { name: /Recliner 1/ }, { timeout: 5_000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = canvas.getAllByRole('option');
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
  },
};

/** "xyzzy" typed: nothing found. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'xyzzy');
    await within(canvasElement).findByText('No results for "xyzzy"', {}, { timeout: 5_000 });
  },
};

/** "recl" typed, the search not answered yet. */
export const Loading: Story = {
  parameters: { searchApi: 'pending' },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'recl');
    await within(canvasElement).findByText('Searching…');
  },
};

/** Results, dark theme. */
export const WithResultsDark: Story = { ...WithResults, globals: { theme: 'dark' } };
