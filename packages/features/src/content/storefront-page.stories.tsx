import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { StorefrontPage } from './storefront-page';

const hero = {
  heading: 'Autumn collection',
  text: 'Warm wood and soft wool for the darker months.',
  image: {
    src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"%3E%3Crect width="1200" height="600" fill="%23c9b8a6"/%3E%3C/svg%3E',
    alt: 'A sofa in warm wool in a bright living room',
    title: 'Autumn collection',
    width: 1200,
    height: 600,
  },
  link: { title: 'See the collection', url: '/en/autumn' },
};

const page = pageFixture({ pageType: 'StorefrontPage' });

const meta = {
  title: 'Content/Pages/Storefront page',
  component: StorefrontPage,
  args: { page },
  decorators: [
    (Story) => (
      <StoryProviders>
        <main>
          <Story />
        </main>
      </StoryProviders>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StorefrontPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A shop-in-shop landing page: wide, with breadcrumbs. */
export const Default: Story = {};
/** With a hero: its heading is the page's h1. */
export const WithHero: Story = { args: { page: { ...page, hero } } };
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
