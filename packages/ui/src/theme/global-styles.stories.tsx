import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { GlobalStyles } from './global-styles';

// GlobalStyles is rendered by the theme provider around every story; this one shows what it sets: page
// colours and font, heading and text defaults, link colour and the focus ring.

/** Plain elements with no styles of their own, so only the global styles show. */
function PlainPage() {
  return (
    <div>
      <GlobalStyles />
      <h1>Heading 1</h1>
      <h2>Heading 2</h2>
      <h3>Heading 3</h3>
      <p>
        Body text in the grotesque font at 16px, with <a href="#global-styles">a link in the link colour</a>.
        A very long word wraps: Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen.
      </p>
      <p>
        <button type="button">A plain button</button> inherits the font and colour.
      </p>
    </div>
  );
}

const meta = {
  title: 'Theme/GlobalStyles',
  component: PlainPage,
} satisfies Meta<typeof PlainPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Light theme: body colours, font, headings and the link. */
export const Light: Story = {};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Keyboard focus: the theme's focus ring on the link. */
export const FocusRing: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

/** Focus ring, dark theme. */
export const FocusRingDark: Story = { ...FocusRing, globals: { theme: 'dark' } };
