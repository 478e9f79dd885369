import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchStoryProviders } from '../test/search-story-providers';
import { QuickSearch } from './quick-search';

const meta = {
  title: 'Search/QuickSearch',
  component: QuickSearch,
  args: { searchPagePath: '/en/search', onDone: fn() },
  decorators: [
    // `parameters.searchApi` picks how the fixture search API answers; room below for the dropdown.
    (Story, { parameters }) => (
      <SearchStoryProviders api={parameters.searchApi === 'pending' ? 'pending' : 'answers'}>
        <div css={{ maxWidth: '30rem', minHeight: '30rem' }}>
          <Story />
        </div>
      </SearchStoryProviders>
    ),
  ],
  parameters: { searchApi: 'answers' },
} satisfies Meta<typeof QuickSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

const boxOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Search' });

/** Empty: the combobox with its placeholder, collapsed. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Two characters: too short for a quick search, so the dropdown stays shut. */
export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(boxOf(canvasElement), 're');
    await expect(boxOf(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** "recl" with the spec's 500 ms pause shortened for the story: suggestions and hits. */
export const WithResults: Story = {
  args: { timings: { debounceMs: 100 } },
  play: async ({ canvasElement }) => {
    await userEvent.type(boxOf(canvasElement), 'recl');
    await within(canvasElement).findByRole('option', { name: /Recliner 1/ }, { timeout: 5_000 });
  },
};

/** Escape closes the dropdown and keeps the text. */
export const ClosedWithEscape: Story = {
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'recl');
    await within(canvasElement).findByRole('option', { name: /Recliner 1/ }, { timeout: 5_000 });
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('recl');
  },
};

/** Searching: the request has not answered. */
export const Loading: Story = {
  parameters: { searchApi: 'pending' },
  play: async ({ canvasElement }) => {
    await userEvent.type(boxOf(canvasElement), 'recl');
    await within(canvasElement).findByText('Searching…');
  },
};

/** Nothing found. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(boxOf(canvasElement), 'xyzzy');
    await within(canvasElement).findByText('No results for "xyzzy"', {}, { timeout: 5_000 });
  },
};

/** Results, dark theme. */
export const WithResultsDark: Story = { ...WithResults, globals: { theme: 'dark' } };
