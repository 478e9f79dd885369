import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProductCardTitle } from './product-card-title';

const meta = {
  title: 'Commerce/ProductCard/Title',
  component: ProductCardTitle,
  args: {
    id: 'story-title',
    level: 3,
    name: 'Oslo lounge chair',
    href: '/en/assortment/furniture/arm-chairs/oslo-lounge-chair/',
    renderLink: (href, children) => <a href={href}>{children}</a>,
    roomForHeart: true,
  },
  decorators: [
    (Story) => (
      // The link stretches over the nearest positioned box, as it does over the card.
      <div css={{ position: 'relative', maxWidth: '18rem', padding: '0.75rem', border: '1px dashed' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCardTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongName: Story = {
  args: { name: 'Oslo high-back lounge chair with footstool in oiled oak and light grey melange wool' },
};
export const WithoutHeart: Story = { args: { roomForHeart: false } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
