import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchStoryProviders } from '../test/search-story-providers';
import { MobileSearchDialog } from './mobile-search-dialog';

const meta = {
  title: 'Search/MobileSearchDialog',
  component: MobileSearchDialog,
  args: { open: true, onClose: fn(), searchPagePath: '/en/search' },
  decorators: [
    // `parameters.searchApi` picks how the fixture search API answers (see SearchStoryProviders).
    (Story, { parameters }) => (
      <SearchStoryProviders api={parameters.searchApi === 'pending' ? 'pending' : 'answers'}>
        <Story />
      </SearchStoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen', searchApi: 'answers' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileSearchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The modal dialog is in the top layer, outside the story's canvas element. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Types a query into the dialog's search box, which has focus as the dialog opens. */
async function typeQuery(canvasElement: HTMLElement, query: string) {
  const box = await screenOf(canvasElement).findByRole('combobox', { name: 'Search' });
  await expect(box).toHaveFocus();
  await userEvent.type(box, query);
  return box;
}

/** Just opened: the title, Close and the empty search box, which has focus. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const box = await screenOf(canvasElement).findByRole('combobox', { name: 'Search' });
    await expect(box).toHaveFocus();
  },
};

/** "recl" typed: after the 500 ms pause, suggestions, recliner products, a category and a page. */
export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'recl');
    const screen = screenOf(canvasElement);
    await screen.findByRole('option', { name: /Recliner 1/ }, { timeout: 5_000 });
    await screen.findByRole('option', { name: /recl chair/ });
  },
};

/** "xyzzy" typed: the search finds nothing and says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'xyzzy');
    await screenOf(canvasElement).findByText('No results for "xyzzy"', {}, { timeout: 5_000 });
  },
};

/** "recl" typed while the search has not answered yet: "Searching…". */
export const Loading: Story = {
  parameters: { searchApi: 'pending' },
  play: async ({ canvasElement }) => {
    await typeQuery(canvasElement, 'recl');
    await screenOf(canvasElement).findByText('Searching…');
  },
};

/** Results in the dark theme. */
export const WithResultsDark: Story = { ...WithResults, globals: { theme: 'dark' } };

/** Closed: nothing shows (the dialog element stays in the page for its next opening). */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
