import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart' },
} satisfies Meta<typeof Button>;
export default meta;

export const Primary: StoryObj<typeof meta> = {};
