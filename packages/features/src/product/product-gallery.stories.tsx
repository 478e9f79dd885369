import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { makeProduct } from '../test/product-fixtures';
import { StoryProviders } from '../test/story-providers';
import { ProductGallery } from './product-gallery';

const images = makeProduct().images;

const meta = {
  title: 'Product/ProductGallery',
  component: ProductGallery,
  args: { images },
  decorators: [
    (Story) => (
      <StoryProviders>
        <div css={{ maxWidth: '32rem' }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three images: the first large, previous/next buttons and three thumbnails, the first current. */
export const ThreeImages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show image 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** "Previous image" on the first wraps around to the last. */
export const WrappedToLast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByRole('button', { name: 'Show image 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByTestId('product-main-image')).toHaveAttribute('src', images[2]?.src);
  },
};

/** A thumbnail picks the large image. */
export const SecondPicked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show image 2' }));
    await expect(canvas.getByTestId('product-main-image')).toHaveAttribute('src', images[1]?.src);
  },
};

/** One image: no slider buttons and no thumbnails. */
export const OneImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** No images: nothing renders. */
export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

/** Dark theme. */
export const Dark: Story = { ...ThreeImages, globals: { theme: 'dark' } };
