import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Shell/Skip link',
  component: SkipLink,
  args: { label: 'Skip to main content' },
  decorators: [
    (Story) => (
      <div css={{ position: 'relative', minHeight: '8rem' }}>
        <Story />
        <main id="maincontent" tabIndex={-1} css={{ paddingTop: '4rem' }}>
          <h1>Main content</h1>
        </main>
      </div>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unfocused: off screen until the first Tab. */
export const Hidden: Story = {};
/** Focused: shown at the top left, first in the tab order. */
export const Focused: Story = {
  play: ({ canvasElement }) => {
    canvasElement.querySelector('a')?.focus();
  },
};
/** Focused, in a translation. */
export const Translated: Story = { ...Focused, args: { label: 'Gå til hovedinnhold' } };
/** Focused, dark theme. */
export const Dark: Story = { ...Focused, globals: { theme: 'dark' } };
