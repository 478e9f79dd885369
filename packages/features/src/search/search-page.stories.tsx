import { DEFAULT_PAGE_SIZE, parseFilterUrl, SEARCH_PARAMS_STORAGE_KEY } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { initialListingState, type ListingState } from '../listing';
import { facetsFixture, sortersFixture } from '../test/listing-fixtures';
import { makeProductCard } from '../test/product-card-fixtures';
import { pageFixture } from '../test/shell-fixtures';
import { StoryProviders, storyState } from '../test/story-providers';
import { SearchPage } from './search-page';
import { initialSearchState, type SearchState } from './search-slice';

const QUERY = '?query=recliner';

/** The listing as the server's render left it for the address's query: nothing is fetched. */
function listing(overrides: Partial<ListingState> = {}): ListingState {
  return {
    ...initialListingState,
    source: { kind: 'search' },
    filters: parseFilterUrl(QUERY),
    facets: facetsFixture,
    sorters: sortersFixture,
    numberOfHits: 6,
    products: Array.from({ length: 6 }, (_, i) => makeProductCard(i + 1, { name: `Recliner ${i + 1}` })),
    pageSize: DEFAULT_PAGE_SIZE,
    loaded: true,
    ...overrides,
  };
}

/** Category and page hits of the full search. */
const search: SearchState = {
  ...initialSearchState,
  searchResult: {
    categories: [{ heading: 'Recliners', link: { url: '/en/assortment/furniture/arm-chairs/recliners/' } }],
    categoryHits: 1,
    content: [{ name: 'How to choose a recliner', url: '/en/inspiration/recliners' }],
    contentHits: 1,
  },
};

const meta = {
  title: 'Search/SearchPage',
  component: SearchPage,
  args: { page: pageFixture({ pageType: 'SearchPage', url: '/en/search', pageTitle: 'Search' }) },
  decorators: [
    // `parameters.search` is the address's query string, `parameters.listing` the listing state,
    // `parameters.hits` the search state (category and page hits).
    (Story, { parameters }) => (
      <StoryProviders
        route={`/en/search${(parameters.search as string | undefined) ?? QUERY}`}
        state={storyState({
          listing: (parameters.listing as ListingState | undefined) ?? listing(),
          search: (parameters.hits as SearchState | undefined) ?? search,
        })}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SearchPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** "recliner": category and page hits, then the product listing with facets (MainCategory too). */
export const WithResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Search results for "recliner"' }),
    ).toBeInTheDocument();
    await expect(canvas.getByTestId('search-category-hits')).toHaveTextContent('Recliners');
    await expect(canvas.getAllByTestId('product-card')).toHaveLength(6);
  },
};

/** No query in the address and none remembered: the page title and a line asking for one. */
export const NoQuery: Story = {
  parameters: { search: '' },
  // The page restores the last remembered parameters (other stories leave theirs in this browser's storage).
  beforeEach: () => localStorage.removeItem(SEARCH_PARAMS_STORAGE_KEY),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Type at least two characters in the search box to search.');
  },
};

/** Opened without parameters after an earlier search: the remembered ones come back (spec §2). */
export const Restored: Story = {
  parameters: { search: '' },
  beforeEach: () => localStorage.setItem(SEARCH_PARAMS_STORAGE_KEY, QUERY),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Search results for "recliner"' });
  },
};

/** Nothing found: the no-results message instead of facets, sorter and "0 results". */
export const NoProducts: Story = {
  parameters: {
    listing: listing({ products: [], numberOfHits: 0 }),
    hits: {
      ...initialSearchState,
      searchResult: { categories: [], categoryHits: 0, content: [], contentHits: 0 },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No results for “recliner”');
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByTestId('listing-hits')).toBeNull();
  },
};

/** Nothing found, dark theme. */
export const NoProductsDark: Story = { ...NoProducts, globals: { theme: 'dark' } };

/** No product, but category and page hits: those show, without an empty listing. */
export const OnlyPages: Story = {
  parameters: { listing: listing({ products: [], numberOfHits: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('search-category-hits')).toHaveTextContent('Recliners');
    await expect(canvas.queryByTestId('search-no-results')).toBeNull();
    await expect(canvas.queryByTestId('listing-hits')).toBeNull();
  },
};

/** The products still loading. */
export const Loading: Story = {
  parameters: { listing: listing({ products: [], loading: true, loaded: false, requestId: 'story' }) },
};

/** Results, dark theme. */
export const Dark: Story = { ...WithResults, globals: { theme: 'dark' } };
