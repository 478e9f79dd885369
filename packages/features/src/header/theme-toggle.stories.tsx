import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeToggle } from './theme-toggle';

const meta = {
  title: 'Shell/Header parts/Theme toggle',
  component: ThemeToggle,
  args: { label: 'Dark theme' },
} satisfies Meta<typeof ThemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Light theme: the switch is not pressed and shows the moon. */
export const Light: Story = {};
/** Dark theme: pressed, showing the sun. (In Storybook the toolbar owns the theme, so a click changes nothing.) */
export const Dark: Story = { globals: { theme: 'dark' } };
/** A translated label. */
export const Translated: Story = { args: { label: 'Mørkt tema' } };
