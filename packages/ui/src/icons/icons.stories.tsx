import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { TextField } from '../text-field/text-field';
import { type IconSize, iconSizes } from '../tokens';
import * as icons from './index';

const { Icon: _frame, Logo, ...iconComponents } = icons;

/** The line a developer pastes to use an icon; each icon is its own module, so one icon costs one icon. */
const importLine = (name: string) => `import { ${name} } from '@storefront/ui/icons';`;

interface IconGalleryProps {
  /** Size of every icon in the gallery (xs 12, s 16, m 24, l 32, xl 64 px). */
  size: IconSize;
  /** Shows only icons whose name contains this text (the search box starts with it). */
  initialQuery?: string;
}

/** Every icon with its name, a search box, and a button that copies the icon's import line. */
function IconGallery({ size, initialQuery = '' }: IconGalleryProps) {
  const [query, setQuery] = useState(initialQuery);
  const [copied, setCopied] = useState<string | null>(null);
  const shown = Object.entries(iconComponents).filter(([name]) =>
    name.toLowerCase().includes(query.trim().toLowerCase()),
  );
  const copy = async (name: string) => {
    await navigator.clipboard?.writeText(importLine(name)).catch(() => undefined);
    setCopied(name);
  };
  return (
    <div>
      <TextField
        label="Search icons"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <p role="status" css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
        {copied ? `Copied: ${importLine(copied)}` : `${shown.length} icons`}
      </p>
      <ul
        css={(t) => ({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
          gap: t.space[4],
          listStyle: 'none',
          padding: 0,
        })}
      >
        {shown.map(([name, Component]) => (
          <li
            key={name}
            css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2], fontSize: t.fontSizes.s })}
          >
            <Component size={size} />
            <span css={{ flex: 1 }}>{name}</span>
            <Button
              variant="secondary"
              size="s"
              onClick={() => copy(name)}
              aria-label={`Copy import of ${name}`}
            >
              Copy import
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  args: { size: 'm' },
  argTypes: {
    size: { control: 'inline-radio', options: Object.keys(iconSizes) },
  },
} satisfies Meta<typeof IconGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {};
export const ExtraSmall: Story = { args: { size: 'xs' } };
export const Large: Story = { args: { size: 'l' } };
export const ExtraLarge: Story = { args: { size: 'xl' } };
export const DarkTheme: Story = { globals: { theme: 'dark' } };
/** Typing filters the gallery; copying says which import line is on the clipboard. */
export const SearchAndCopy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Search icons'), 'heart');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 icons');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy import of HeartIcon' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      "Copied: import { HeartIcon } from '@storefront/ui/icons';",
    );
  },
};
export const NoMatch: Story = { args: { initialQuery: 'sofa' } };
export const Logos: Story = {
  render: () => (
    <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[8] })}>
      <Logo title="Storefront" />
      <Logo variant="small" title="Storefront (small)" />
    </div>
  ),
};
