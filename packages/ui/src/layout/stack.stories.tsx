import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Stack } from './stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    children: (
      <>
        <h2 css={{ margin: 0 }}>Delivery</h2>
        <p css={{ margin: 0 }}>Home delivery on weekdays between 08:00 and 16:00.</p>
        <Button>Choose a date</Button>
      </>
    ),
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
  },
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { gap: 1 } };
export const AlignStart: Story = { args: { align: 'start', gap: 6 } };
export const AsList: Story = {
  args: {
    as: 'ul',
    gap: 2,
    children: (
      <>
        <li>Oslo lounge chair</li>
        <li>Bergen side table</li>
        <li>Trondheim sofa, three seats</li>
      </>
    ),
  },
};
export const DarkTheme: Story = { args: { align: 'start' }, globals: { theme: 'dark' } };
