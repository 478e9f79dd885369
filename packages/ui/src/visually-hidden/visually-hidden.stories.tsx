import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { VisuallyHidden } from './visually-hidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is there for screen readers only (inspect the accessibility tree). */
export const Alone: Story = {};
/** The usual use: a short visible text completed for screen readers. */
export const InALink: Story = {
  render: (args) => (
    <a href="https://example.com/catalogue.pdf" target="_blank" rel="noreferrer">
      Download the catalogue <VisuallyHidden>{args.children}</VisuallyHidden>
    </a>
  ),
};
/** A regular price struck through, named for screen readers. */
export const InAPrice: Story = {
  args: { children: 'Regular price' },
  render: (args) => (
    <p>
      <VisuallyHidden>{args.children}</VisuallyHidden>
      <s>12 990 kr</s> 9 990 kr
    </p>
  ),
};
/** Inside a button with a visible text too. */
export const InAButton: Story = {
  args: { children: 'Oslo lounge chair' },
  render: (args) => (
    <Button>
      Add to cart <VisuallyHidden>{args.children}</VisuallyHidden>
    </Button>
  ),
};
/** Dark theme. */
export const DarkTheme: Story = { ...InALink, globals: { theme: 'dark' } };
