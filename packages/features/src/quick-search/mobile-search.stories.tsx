import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchStoryProviders } from '../test/search-story-providers';
import { MobileSearch } from './mobile-search';

const meta = {
  title: 'Search/MobileSearch',
  component: MobileSearch,
  decorators: [
    (Story) => (
      <SearchStoryProviders>
        {/* The mobile header bar the button sits in. */}
        <div css={{ display: 'flex', alignItems: 'center', padding: '0.5rem' }}>
          <Story />
        </div>
      </SearchStoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof MobileSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The search dialog is modal, in the top layer outside the story's canvas element. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The header's search button, named "Search", announcing that it opens a dialog. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  },
};

/** Pressed: the search dialog (loaded on this first press) opens with focus in its search box. */
export const Opened: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Search' }));
    const screen = screenOf(canvasElement);
    await screen.findByRole('dialog', { name: 'Search' }, { timeout: 10_000 });
    await expect(await screen.findByRole('combobox', { name: 'Search' })).toHaveFocus();
  },
};

/** Opened and "recl" typed: the hits in the dialog. */
export const Searched: Story = {
  play: async (context) => {
    await Opened.play?.(context);
    const screen = screenOf(context.canvasElement);
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'recl');
    await screen.findByRole('option', { name: /Recliner 1/ }, { timeout: 5_000 });
  },
};

/** Opened, then closed with Escape: focus is back on the search button. */
export const ClosedAgain: Story = {
  play: async (context) => {
    await Opened.play?.(context);
    await userEvent.keyboard('{Escape}');
    const button = within(context.canvasElement).getByRole('button', { name: 'Search' });
    await expect(screenOf(context.canvasElement).queryByRole('dialog')).toBeNull();
    await expect(button).toHaveFocus();
  },
};

/** Opened, dark theme. */
export const OpenedDark: Story = { ...Opened, globals: { theme: 'dark' } };
