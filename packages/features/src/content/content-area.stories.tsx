import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageFixture, productCardFixture } from '../test/shell-fixtures';
import { StoryProviders } from '../test/story-providers';
import { ContentArea } from './content-area';

const blocks = pageFixture({ pageType: 'StandardPage' }).contentArea;
const image = {
  src: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="800" height="500"%3E%3Crect width="800" height="500" fill="%23c9b8a6"/%3E%3C/svg%3E',
  alt: 'A living room',
  title: 'Living room',
  width: 800,
  height: 500,
};

const meta = {
  title: 'Content/Content area',
  component: ContentArea,
  args: { blocks },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ padding: '1.5rem', maxWidth: '82rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof ContentArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A rich-text block and a row of calls to action. */
export const TextAndCtas: Story = {};
/** A hero block with image and link. */
export const HeroBlock: Story = {
  args: {
    blocks: [
      {
        blockId: 'h',
        blockType: 'HeroBlock',
        heading: 'Autumn collection',
        text: 'Warm wood and soft wool for the darker months.',
        image,
        link: { title: 'See the collection', url: '/en/autumn' },
      },
    ],
  },
};
/** A product listing block. */
export const ProductListing: Story = {
  args: {
    blocks: [
      {
        blockId: 'p',
        blockType: 'ProductListingBlock',
        heading: 'Popular arm chairs',
        products: [
          productCardFixture('OSLO-1', 'Oslo arm chair', 7990),
          productCardFixture('BERGEN-2', 'Bergen lounge chair', 12490),
          productCardFixture('TROMSO-3', 'Tromsø reading chair', 9490),
        ],
      },
    ],
  },
};
/** No blocks: nothing renders. */
export const Empty: Story = { args: { blocks: [] } };
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
