import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#', children: 'See all arm chairs' },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const External: Story = {
  args: { href: 'https://example.com/project-price', external: true, children: 'Project prices' },
};
export const LongText: Story = {
  args: {
    children: 'Read everything about how we choose the oak, wool and leather for our furniture collections',
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
