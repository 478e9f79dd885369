import type { QuickSearchResult } from '@storefront/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { makeProductCard } from '../test/product-card-fixtures';
import { StoryProviders } from '../test/story-providers';
import { QuickSearchDropdown } from './quick-search-dropdown';
import { quickSearchOptions } from './quick-search-options';

const result: QuickSearchResult = {
  productHits: 12,
  categoryHits: 2,
  contentHits: 1,
  products: Array.from({ length: 6 }, (_, i) => makeProductCard(i + 1, { name: `Recliner ${i + 1}` })),
  categories: [{ heading: 'Recliners', link: { url: '/en/assortment/furniture/arm-chairs/recliners/' } }],
  content: [{ name: 'How to choose a recliner', url: '/en/inspiration/recliners' }],
};

const meta = {
  title: 'Search/QuickSearchDropdown',
  component: QuickSearchDropdown,
  args: {
    id: 'quick-search-story',
    options: quickSearchOptions(result, 'story'),
    activeIndex: -1,
    loading: false,
    query: 'recliner',
    onChoose: fn(),
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div style={{ position: 'relative', maxWidth: '28rem', minHeight: '24rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof QuickSearchDropdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Products, a category and a page: 3 products show because other hits exist. */
export const WithHits: Story = {};
/** The second option highlighted by the keyboard. */
export const Highlighted: Story = { args: { activeIndex: 1 } };
/** Only products: up to 5 show. */
export const OnlyProducts: Story = {
  args: { options: quickSearchOptions({ ...result, categories: [], content: [] }, 'story') },
};
const suggestions = { queries: ['recliner chair', 'recliner sofa'], searchPagePath: '/en/search' };
/** Suggestions (completed queries) first, then the hits; choosing a suggestion runs that search. */
export const WithSuggestions: Story = {
  args: { options: quickSearchOptions(result, 'story', suggestions) },
};
/** A suggestion highlighted by the keyboard. */
export const SuggestionHighlighted: Story = {
  args: { options: quickSearchOptions(result, 'story', suggestions), activeIndex: 1 },
};
/** Suggestions while the hits are still loading. */
export const SuggestionsWhileLoading: Story = {
  args: { options: quickSearchOptions(null, 'story', suggestions), loading: true },
};
/** While the quick search runs. */
export const Loading: Story = { args: { options: [], loading: true } };
/** Nothing found. */
export const NoResults: Story = { args: { options: [], query: 'xyzzy' } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
