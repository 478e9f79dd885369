import type { Meta, StoryObj } from '@storybook/react-vite';
import { productCardFixture } from '../test-fixtures/product-card-fixture';
import { ProductImage } from './product-image';

const image = productCardFixture().image;

const meta = {
  title: 'Commerce/ProductImage',
  component: ProductImage,
  args: { image, loading: 'eager' },
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The image at its intrinsic aspect ratio. */
export const Loaded: Story = {};
/** The image fails to load: a placeholder of the same shape, named after the product. */
export const FailedToLoad: Story = {
  args: { image: { ...image, src: '/missing-product-image.svg', alt: 'Oslo lounge chair' } },
};
/** The placeholder with a translated text. */
export const FailedToLoadTranslated: Story = {
  args: {
    image: { ...image, src: '/missing-product-image.svg', alt: 'Oslo lenestol' },
    unavailableLabel: 'Bilde ikke tilgjengelig',
  },
};
/** Dark theme: the placeholder's muted surface. */
export const DarkTheme: Story = {
  args: { image: { ...image, src: '/missing-product-image.svg', alt: 'Oslo lounge chair' } },
  globals: { theme: 'dark' },
};
