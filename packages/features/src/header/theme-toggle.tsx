import { useStorefrontTheme } from '@storefront/ui';
import { MoonIcon, SunIcon } from '@storefront/ui/icons';
import { headerIconButton } from './header-button-styles';

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
      css={headerIconButton}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
