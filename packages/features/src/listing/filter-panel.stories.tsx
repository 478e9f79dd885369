import type { Meta, StoryObj } from '@storybook/react-vite';
import { filterPanelStoryArgs } from '../test/filter-panel-story-args';
import { StoryProviders } from '../test/story-providers';
import { FilterPanel } from './filter-panel';

const meta = {
  title: 'Listing/FilterPanel',
  component: FilterPanel,
  args: filterPanelStoryArgs(),
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ maxWidth: '20rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A category page: 5 facets first with "show more", MainCategory hidden. */
export const CategoryPage: Story = {};
/** Two colours, a price range and in-stock chosen. */
export const WithSelection: Story = {
  args: { selected: { Color: ['black', 'oak'] }, ranges: { Price: { min: 3000, max: 9000 } }, inStock: true },
};
/** The search page shows the MainCategory facet too. */
export const SearchPage: Story = { args: { isSearchPage: true } };
/** No facets in the answer. */
export const Empty: Story = { args: { facets: [] } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
