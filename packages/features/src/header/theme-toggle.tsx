import type { Theme } from '@emotion/react';
import { useStorefrontTheme } from '@storefront/ui';
import { MoonIcon, SunIcon } from '@storefront/ui/icons';

/** Props of {@link ThemeToggle}. */
export interface ThemeToggleProps {
  /** Accessible name of the switch, e.g. 'Dark theme'. */
  label: string;
}

/** A switch between the light and the dark theme; pressed means dark. */
export function ThemeToggle({ label }: ThemeToggleProps) {
  const { theme, toggle } = useStorefrontTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label={label}
      title={label}
      onClick={toggle}
      css={buttonStyle}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}

const buttonStyle = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: t.sizes.touchTarget,
  minHeight: t.sizes.touchTarget,
  background: 'none',
  border: 0,
  color: t.colors.text,
  cursor: 'pointer',
});
