import type { Page } from '@storefront/api-client';
import { createFilterState } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { facetsFixture, sortersFixture } from '../test/listing-fixtures';
import { makeProductCard } from '../test/product-card-fixtures';
import { pageFixture } from '../test/shell-fixtures';
import { StoryProviders, storyState } from '../test/story-providers';
import { CategoryPage } from './category-page';
import { initialListingState, type ListingState } from './listing-slice';

const ROUTE = '/en/assortment/furniture/arm-chairs/';

const page = (overrides: Record<string, unknown> = {}): Page =>
  pageFixture({
    pageType: 'CategoryPage',
    url: ROUTE,
    pageTitle: 'Arm chairs',
    breadcrumb: [
      { id: 'home', text: 'Home', href: '/en/' },
      { id: 'assortment', text: 'Assortment', href: '/en/assortment/' },
      { id: 'furniture', text: 'Furniture', href: '/en/assortment/furniture/' },
      { id: 'arm-chairs', text: 'Arm chairs', href: ROUTE },
    ],
    pageHeading: 'Arm chairs',
    pageIntroText: 'Deep seats and solid frames for reading, resting and long conversations.',
    categoryId: 'arm-chairs',
    itemsPerLoad: 12,
    subCategories: [
      { id: 'recliners', title: 'Recliners', url: `${ROUTE}recliners/` },
      { id: 'wing-chairs', title: 'Wing chairs', url: `${ROUTE}wing-chairs/` },
    ],
    ...overrides,
  } as Partial<Page> & { pageType: 'CategoryPage' });

/** The listing as the server's render left it (same category, the address's filters): nothing is fetched. */
function listing(overrides: Partial<ListingState> = {}): ListingState {
  return {
    ...initialListingState,
    source: { kind: 'category', categoryId: 'arm-chairs' },
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
  title: 'Listing/CategoryPage',
  component: CategoryPage,
  args: { page: page() },
  decorators: [
    // `parameters.listing` is the listing state (one set of providers, so no router is nested in another).
    (Story, { parameters }) => (
      <StoryProviders
        route={ROUTE}
        state={storyState({ listing: (parameters.listing as ListingState | undefined) ?? listing() })}
      >
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CategoryPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Heading, intro, sub-category links, then filters, sort bar and the first 12 of 91 products. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Arm chairs' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Sub-categories' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumbs' })).toBeInTheDocument();
    await expect(canvas.getAllByTestId('product-card')).toHaveLength(12);
  },
};

/** A category without intro text or sub-categories. */
export const Plain: Story = { args: { page: page({ pageIntroText: null, subCategories: [] }) } };

/** The first batch still loading: placeholders. */
export const Loading: Story = {
  parameters: { listing: listing({ products: [], loading: true, loaded: false, requestId: 'story' }) },
};

/** No products in the category. */
export const Empty: Story = {
  parameters: { listing: listing({ products: [], numberOfHits: 0, facets: [] }) },
};

/** Another page type is not a category: nothing renders. */
export const NotACategory: Story = {
  args: { page: pageFixture({ pageType: 'StandardPage' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

/** Loaded, dark theme. */
export const Dark: Story = { ...Loaded, globals: { theme: 'dark' } };
