import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '../test/story-providers';
import { Breadcrumbs } from './breadcrumbs';

const items = [
  { id: '1', text: 'Home', href: '/en' },
  { id: '2', text: 'Assortment', href: '/en/assortment' },
  { id: '3', text: 'Furniture', href: '/en/assortment/furniture' },
  { id: '4', text: 'Arm chairs', href: '/en/assortment/furniture/arm-chairs' },
  { id: '5', text: 'Oslo arm chair', href: '/en/assortment/furniture/arm-chairs/oslo-arm-chair' },
];

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: { items },
  decorators: [
    (Story) => (
      <StoryProviders>
        <Story />
      </StoryProviders>
    ),
  ],
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A product page's trail with in-app links and translated labels. */
export const ProductPage: Story = {};
/** A first-level page: home and the current page. */
export const Short: Story = {
  args: { items: [items[0]!, { id: '2', text: 'About us', href: '/en/about' }] },
};
/** A narrow screen: the middle truncates behind an expand button. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div css={{ width: '20rem' }}>
        <Story />
      </div>
    ),
  ],
};
/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };
