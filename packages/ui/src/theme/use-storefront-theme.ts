import { useContext } from 'react';
import { StorefrontThemeContext, type StorefrontThemeContextValue } from './storefront-theme-provider';

/**
 * The active theme and the switch: `{ theme, setTheme, toggle }`.
 * @throws when used outside `StorefrontThemeProvider`, since a switch that does nothing hides a wiring bug.
 */
export function useStorefrontTheme(): StorefrontThemeContextValue {
  const value = useContext(StorefrontThemeContext);
  if (!value) throw new Error('useStorefrontTheme must be used inside <StorefrontThemeProvider>.');
  return value;
}
