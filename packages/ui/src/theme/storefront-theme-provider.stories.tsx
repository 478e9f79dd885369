import { useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { StorefrontThemeProvider } from './storefront-theme-provider';
import { TOGGLE_THEME_EVENT } from './theme-storage';
import { useStorefrontTheme } from './use-storefront-theme';

// The provider of the story below is its own (not persisted): it decides the theme of everything inside it,
// the page colours included, whatever Storybook's toolbar says.

/** What a page inside the provider sees: the active theme, its colours, and the two ways to switch. */
function ThemeDemo() {
  const { theme, toggle } = useStorefrontTheme();
  const t = useTheme();
  return (
    <div css={{ display: 'grid', gap: t.space[4], padding: t.space[4], background: t.colors.background }}>
      <p css={{ margin: 0 }} data-testid="active-theme">
        Active theme: {theme}
      </p>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: t.space[2] }}>
        <Button onClick={toggle}>Toggle theme</Button>
        <Button variant="secondary" onClick={() => window.dispatchEvent(new Event(TOGGLE_THEME_EVENT))}>
          Send the toggle event
        </Button>
      </div>
      <p css={{ margin: 0, padding: t.space[3], background: t.colors.surfaceMuted, borderRadius: t.radii.m }}>
        Muted surface with <a href="#theme">our delivery terms</a> and{' '}
        <span css={{ color: t.colors.textMuted }}>muted text</span>.
      </p>
      <p
        css={{
          margin: 0,
          padding: t.space[3],
          background: t.colors.primarySubtle,
          color: t.colors.onPrimarySubtle,
        }}
      >
        Primary subtle, as a highlighted option.
      </p>
    </div>
  );
}

const meta = {
  title: 'Theme/StorefrontThemeProvider',
  component: StorefrontThemeProvider,
  args: { initialTheme: 'light', persist: false, onThemeChange: fn(), children: <ThemeDemo /> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StorefrontThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

const activeTheme = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('active-theme');

/** Light: the purple primary. */
export const Light: Story = {
  play: async ({ canvasElement }) => {
    await expect(activeTheme(canvasElement)).toHaveTextContent('Active theme: light');
  },
};

/** Dark: the green-teal primary. */
export const Dark: Story = {
  args: { initialTheme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(activeTheme(canvasElement)).toHaveTextContent('Active theme: dark');
  },
};

/** Toggled with `useStorefrontTheme().toggle`: light to dark, reported through `onThemeChange`. */
export const Toggled: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toggle theme' }));
    await expect(activeTheme(canvasElement)).toHaveTextContent('Active theme: dark');
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
  },
};

/** Toggled by the `storefront:toggle-theme` window event (what the header's theme button sends). */
export const ToggledByEvent: Story = {
  args: { initialTheme: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send the toggle event' }));
    await expect(activeTheme(canvasElement)).toHaveTextContent('Active theme: light');
  },
};

/** Controlled: the `theme` prop wins; a toggle is only reported, for the owner to decide. */
export const Controlled: Story = {
  args: { theme: 'dark' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Toggle theme' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('light');
    await expect(activeTheme(canvasElement)).toHaveTextContent('Active theme: dark');
  },
};
