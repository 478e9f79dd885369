import { createFilterState } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { facetsFixture, sortersFixture } from '../test/listing-fixtures';
import { makeProductCard } from '../test/product-card-fixtures';
import { StoryProviders, storyState } from '../test/story-providers';
import { initialListingState, type ListingState } from './listing-slice';
import { ListingView } from './listing-view';

const source = { kind: 'category', categoryId: 'arm-chairs' } as const;

function listing(overrides: Partial<ListingState>): ListingState {
  // `loaded` with the same source and the address's filters: the view keeps this state and fetches nothing.
  return {
    ...initialListingState,
    source,
    filters: createFilterState(),
    facets: facetsFixture,
    sorters: sortersFixture,
    numberOfHits: 91,
    products: Array.from({ length: 12 }, (_, i) => makeProductCard(i + 1)),
    pageSize: 12,
    loaded: true,
    ...overrides,
  };
}

const meta = {
  title: 'Listing/ListingView',
  component: ListingView,
  args: { source, pageSize: 12, listName: 'Arm chairs' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListingView>;
export default meta;
type Story = StoryObj<typeof meta>;

const withListing = (state: ListingState): Story['decorators'] => [
  (Story) => (
    <StoryProviders state={storyState({ listing: state })} route="/en/assortment/furniture/arm-chairs/">
      <Story />
    </StoryProviders>
  ),
];

/** A loaded category: facet sidebar, sort bar and grid. */
export const Loaded: Story = { decorators: withListing(listing({})) };
/** The first batch is loading: placeholders as many as the page size. */
export const Loading: Story = {
  decorators: withListing(
    listing({ products: [], loading: true, appending: false, loaded: false, requestId: 'story' }),
  ),
};
/** A further batch is loading below the shown products. */
export const LoadingMore: Story = {
  decorators: withListing(listing({ loading: true, appending: true, requestId: 'story' })),
};
/** No products match (also what a failed first load shows: an empty list, no message). */
export const Empty: Story = {
  decorators: withListing(listing({ products: [], numberOfHits: 0, facets: [] })),
};
/** Dark theme. */
export const Dark: Story = { decorators: withListing(listing({})), globals: { theme: 'dark' } };
