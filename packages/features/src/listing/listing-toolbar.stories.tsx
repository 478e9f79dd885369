import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sortersFixture } from '../test/listing-fixtures';
import { StoryProviders } from '../test/story-providers';
import { ListingToolbar, type ListingToolbarProps } from './listing-toolbar';

/** The toolbar holding sort order and layout, as the listing does. */
function Controlled(props: ListingToolbarProps) {
  const [sortOrder, setSortOrder] = useState(props.sortOrder);
  const [view, setView] = useState(props.view);
  return (
    <ListingToolbar
      {...props}
      sortOrder={sortOrder}
      view={view}
      onSortChange={(next) => {
        setSortOrder(next);
        props.onSortChange(next);
      }}
      onViewChange={(next) => {
        setView(next);
        props.onViewChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Listing/ListingToolbar',
  component: ListingToolbar,
  args: {
    numberOfHits: 42,
    sorters: sortersFixture,
    sortOrder: 'sortOrderLatest',
    view: 'grid',
    onSortChange: fn(),
    onViewChange: fn(),
    onOpenFilters: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof ListingToolbar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: hit count, sorter and the grid/list toggle (grid chosen). */
export const Grid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('42 products')).toBeInTheDocument();
  },
};

/** The first batch is still on its way (a client navigation to a category): no false "0 products". */
export const Counting: Story = {
  args: { numberOfHits: 0, counting: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByTestId('listing-hits');
    await expect(status).toHaveTextContent('Loading…');
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/** List layout chosen with the toggle. */
export const ListChosen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'List' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('list');
  },
};

/** Another sort order chosen. */
export const SortedByPrice: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.selectOptions(
      within(canvasElement).getByRole('combobox', { name: 'Sort by' }),
      'sortOrderPriceAsc',
    );
    await expect(args.onSortChange).toHaveBeenCalledWith('sortOrderPriceAsc');
  },
};

/** One hit and no sorters offered. */
export const OneHitNoSorters: Story = { args: { numberOfHits: 1, sorters: [] } };

/** Small screens: the filter button instead of the layout toggle. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { layout: 'fullscreen' },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
