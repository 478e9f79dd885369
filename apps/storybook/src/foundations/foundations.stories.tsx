import type { Meta, StoryObj } from '@storybook/react-vite';
import { ElevationTables } from './elevation';
import { LayoutTables } from './layout';
import { MotionTables } from './motion';
import { SpacingTables } from './spacing';
import { TypographyTables } from './typography';

/** The token layers of `@storefront/ui/tokens`, each page drawn from the token modules themselves. */
const meta = {
  title: 'Foundations/Tokens',
  component: TypographyTables,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TypographyTables>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Font sizes (0.75 to 4 rem), weights, line heights and families. */
export const Typography: Story = {};
/** The 4px spacing scale, radii and border widths. */
export const Spacing: Story = { render: () => <SpacingTables /> };
/** Shadows of both themes and the z-index layers. */
export const Elevation: Story = { render: () => <ElevationTables /> };
/** Breakpoints, grid, content widths, icon and fixed sizes. */
export const Layout: Story = { render: () => <LayoutTables /> };
/** Durations, easings and behaviour timings. */
export const Motion: Story = { render: () => <MotionTables /> };
