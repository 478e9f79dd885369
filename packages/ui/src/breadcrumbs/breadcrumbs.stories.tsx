import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './breadcrumbs';

const ITEMS = [
  { text: 'Home', href: '#' },
  { text: 'Assortment', href: '#assortment' },
  { text: 'Furniture', href: '#furniture' },
  { text: 'Arm chairs', href: '#arm-chairs' },
  { text: 'Oslo lounge chair', href: '#oslo' },
];

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: { items: ITEMS },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Truncated: Story = {
  decorators: [
    (Story) => (
      <div css={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const HomeOnly: Story = { args: { items: [{ text: 'Home', href: '#' }] } };
export const LongText: Story = {
  args: {
    items: [
      { text: 'Home', href: '#' },
      { text: 'Outdoor furniture and garden living', href: '#a' },
      { text: 'Lounge chairs, sun loungers and day beds', href: '#b' },
      { text: 'The Bergen teak sun lounger with adjustable back and wheels', href: '#c' },
    ],
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
