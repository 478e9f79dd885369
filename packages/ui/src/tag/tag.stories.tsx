import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tag } from './tag';

const meta = {
  title: 'Primitives/Tag',
  component: Tag,
  args: { children: 'Best seller' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'primary', 'promotion', 'success'] } },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};
export const Primary: Story = { args: { tone: 'primary', children: 'New' } };
export const Promotion: Story = { args: { tone: 'promotion', children: 'Black Week −20 %' } };
export const Success: Story = { args: { tone: 'success', children: 'Recommended' } };
export const DarkTheme: Story = {
  render: () => (
    <div css={(t) => ({ display: 'flex', gap: t.space[2] })}>
      <Tag>Best seller</Tag>
      <Tag tone="primary">New</Tag>
      <Tag tone="promotion">Black Week</Tag>
      <Tag tone="success">Recommended</Tag>
    </div>
  ),
  globals: { theme: 'dark' },
};
