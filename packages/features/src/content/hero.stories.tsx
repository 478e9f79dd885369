import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { Hero } from './hero';

const image = {
  src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="1200" height="600"%3E%3Crect width="1200" height="600" fill="%23c9b8a6"/%3E%3Crect x="380" y="260" width="440" height="200" rx="30" fill="%236b4f3a"/%3E%3C/svg%3E',
  alt: 'A sofa in warm wool in a bright living room',
  title: 'Autumn collection',
  width: 1200,
  height: 600,
};

const meta = {
  title: 'Content/Hero',
  component: Hero,
  args: {
    hero: {
      heading: 'Autumn collection',
      text: 'Warm wood and soft wool for the darker months.',
      image,
      link: { title: 'See the collection', url: '/en/autumn' },
    },
  },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ maxWidth: '82rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Inside the content area: heading level 2. */
export const InContent: Story = {};
/** Opening the page: the page's h1. */
export const PageHeading: Story = { args: { as: 'h1' } };
/** Heading only: no image, text or link. */
export const HeadingOnly: Story = {
  args: { hero: { heading: 'Black week', text: null, image: null, link: null } },
};
/** Long texts. */
export const LongText: Story = {
  args: {
    hero: {
      heading: 'Furniture for homes, offices, schools and everything in between, delivered in two weeks',
      text: 'Choose from more than two thousand products in stock. '.repeat(4),
      image,
      link: { title: 'See every product we have in stock today', url: '/en/assortment' },
    },
  },
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
