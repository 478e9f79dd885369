import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makeProduct } from '../test/product-fixtures';
import { VariationThumbnail } from './variation-thumbnail';

const [first] = makeProduct().variations;

const meta = {
  title: 'Product/VariationThumbnail',
  component: VariationThumbnail,
  args: { image: first!.thumbnail },
} satisfies Meta<typeof VariationThumbnail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative (the radio's label names the colour), with its size reserved before it loads. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('presentation');
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '120');
    await expect(image).toHaveAttribute('height', '120');
  },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
