import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { StartPage } from './start-page';

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

const page = pageFixture({ pageType: 'StartPage' });

const meta = {
  title: 'Content/Pages/Start page',
  component: StartPage,
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
} satisfies Meta<typeof StartPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The language home: the hero is the page's h1, no breadcrumbs, wide layout. */
export const Default: Story = {};
/** With a hero: its heading is the page's h1. */
export const WithHero: Story = { args: { page: { ...page, hero } } };
/** No content blocks yet: the heading alone. */
export const Empty: Story = { args: { page: { ...page, contentArea: [] } } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
