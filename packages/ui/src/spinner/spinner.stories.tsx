import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { size: 'm' },
  argTypes: { size: { control: 'inline-radio', options: ['xs', 's', 'm', 'l', 'xl'] } },
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Decorative: the control around it announces the busy state (e.g. a loading button). */
export const Decorative: Story = {};
/** Standing alone it carries its own accessible name. */
export const Labelled: Story = { args: { label: 'Loading products' } };
/** Every icon size, xs 12 to xl 64 px. */
export const Sizes: Story = {
  render: () => (
    <div css={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
      {(['xs', 's', 'm', 'l', 'xl'] as const).map((size) => (
        <Spinner key={size} size={size} label={`Loading (${size})`} />
      ))}
    </div>
  ),
};
/** Dark theme: the ring takes the current text colour. */
export const DarkTheme: Story = { args: { label: 'Loading products' }, globals: { theme: 'dark' } };
