import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { facetsFixture } from '../test/listing-fixtures';
import { StoryProviders } from '../test/story-providers';
import { FilterModal } from './filter-modal';
import { FilterPanel } from './filter-panel';

const meta = {
  title: 'Listing/FilterModal',
  component: FilterModal,
  args: {
    open: true,
    onOpenChange: fn(),
    numberOfHits: 42,
    children: (
      <FilterPanel
        facets={facetsFixture}
        selected={{ Color: ['black'] }}
        ranges={{}}
        inStock={false}
        onToggle={fn()}
        onRangeChange={fn()}
        onInStockChange={fn()}
        onClear={fn()}
      />
    ),
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
} satisfies Meta<typeof FilterModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The modal is portalled to the body, outside the story's canvas element. */
const screenOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Small screens: the filter panel in a side-panel modal, "Show 42 products" at the bottom. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Filter' });
    await expect(within(dialog).getByRole('button', { name: 'Show 42 products' })).toBeInTheDocument();
  },
};

/** "Show results" closes the modal. */
export const ShowResultsPressed: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await screenOf(canvasElement).findByRole('dialog', { name: 'Filter' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show 42 products' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No hits for the chosen filters. */
export const NoHits: Story = { args: { numberOfHits: 0 }, play: Open.play };

/** Closed: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(screenOf(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** Open, dark theme. */
export const OpenDark: Story = { ...Open, globals: { theme: 'dark' } };
