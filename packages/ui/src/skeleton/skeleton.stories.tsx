import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardSkeleton } from './product-card-skeleton';
import { ProductPageSkeleton } from './product-page-skeleton';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Primitives/Skeletons',
  component: Skeleton,
  args: { width: '12rem', height: '1.25rem' },
  argTypes: { aspectRatio: { control: { type: 'range', min: 0.25, max: 4, step: 0.05 } } },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Round: Story = { args: { width: '3rem', height: '3rem', round: true } };
export const ProductCardGrid: Story = {
  render: () => (
    <div css={{ maxWidth: '16rem' }}>
      <ProductCardSkeleton />
    </div>
  ),
};
export const ProductCardList: Story = { render: () => <ProductCardSkeleton variant="list" /> };
export const ProductPage: Story = { render: () => <ProductPageSkeleton /> };
export const DarkTheme: Story = { render: () => <ProductPageSkeleton />, globals: { theme: 'dark' } };
