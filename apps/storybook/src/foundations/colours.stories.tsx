import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContrastTable, PaletteTable, SemanticColourTable } from './colours';

const meta = {
  title: 'Foundations/Colours',
  component: SemanticColourTable,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SemanticColourTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The semantic colours components style with, light and dark. */
export const SemanticColours: Story = {};
/** Contrast ratios of every text/background and control/background pair, in both themes. */
export const Contrast: Story = { render: () => <ContrastTable /> };
/** The raw palette the semantic colours are picked from. */
export const Palette: Story = { render: () => <PaletteTable /> };
