import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Tag } from '../tag/tag';
import { Cluster } from './cluster';

const TAGS = ['Oak', 'Walnut', 'Black', 'Sheepskin', 'Outdoor', 'Stackable', 'Best seller', 'New'];

const meta = {
  title: 'Layout/Cluster',
  component: Cluster,
  args: {
    gap: 2,
    children: TAGS.map((tag) => <Tag key={tag}>{tag}</Tag>),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'space-between'] },
  },
} satisfies Meta<typeof Cluster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tags: Story = {};
/** A narrow frame: the row wraps instead of overflowing. */
export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div css={{ maxWidth: '12rem' }}>
        <Story />
      </div>
    ),
  ],
};
export const Buttons: Story = {
  args: {
    gap: 3,
    justify: 'end',
    children: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Save address</Button>
      </>
    ),
  },
};
export const SpaceBetween: Story = {
  args: {
    justify: 'space-between',
    children: (
      <>
        <strong>3 products</strong>
        <Button variant="ghost">Clear all</Button>
      </>
    ),
  },
};
export const DarkTheme: Story = { globals: { theme: 'dark' } };
