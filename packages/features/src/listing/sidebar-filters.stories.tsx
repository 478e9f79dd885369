import type { Meta, StoryObj } from '@storybook/react-vite';
import { filterPanelStoryArgs } from '../test/filter-panel-story-args';
import { StoryProviders } from '../test/story-providers';
import { FilterPanel } from './filter-panel';
import { SidebarFilters } from './sidebar-filters';

const panelProps = filterPanelStoryArgs();

const meta = {
  title: 'Listing/SidebarFilters',
  component: SidebarFilters,
  args: { panel: <FilterPanel {...panelProps} /> },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ maxWidth: '20rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof SidebarFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A wide screen: the filter panel stands beside the list. */
export const Desktop: Story = {};
/** Chosen filters: two colours, a price range and in stock. */
export const WithSelection: Story = {
  args: {
    panel: (
      <FilterPanel
        {...panelProps}
        selected={{ Color: ['black', 'oak'] }}
        ranges={{ Price: { min: 3000, max: 9000 } }}
        inStock
      />
    ),
  },
};
/** No facets in the answer: the sidebar holds the empty panel. */
export const Empty: Story = { args: { panel: <FilterPanel {...panelProps} facets={[]} /> } };
/** A phone: no sidebar at all (the filter modal holds the filters), so nothing of it is on screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
