import type { Meta, StoryObj } from '@storybook/react-vite';
import { productCardFixture } from '../test-fixtures/product-card-fixture';
import { ProductCardImage } from './product-card-image';

const meta = {
  title: 'Commerce/ProductCard/Image',
  component: ProductCardImage,
  args: {
    image: productCardFixture().image,
    promotionName: null,
    tags: ['Best seller'],
    unavailableLabel: 'Image not available',
    priority: true,
  },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCardImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTag: Story = {};
export const Sale: Story = { args: { promotionName: 'Black Week', tags: ['Best seller', 'New'] } };
export const NoTags: Story = { args: { tags: [] } };
/** Loading: the image has not arrived yet (a lazy image far down the page). */
export const Loading: Story = {
  args: { priority: false, image: { ...productCardFixture().image, src: '' } },
};
export const ImageError: Story = {
  args: {
    image: { src: '/missing-image.svg', alt: 'Oslo lounge chair', title: '', width: 400, height: 300 },
  },
};
export const DarkTheme: Story = { args: { promotionName: 'Black Week' }, globals: { theme: 'dark' } };
