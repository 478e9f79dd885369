import { ThemeProvider } from '@emotion/react';
import { toggleTheme } from '@storefront/domain';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import type { ThemeName } from '../tokens';
import { GlobalStyles } from './global-styles';
import { DEFAULT_THEME } from './parse-theme-name';
import { themes } from './theme';
import { readStoredTheme, THEME_STORAGE_KEY, TOGGLE_THEME_EVENT, writeStoredTheme } from './theme-storage';

/** What `useStorefrontTheme()` returns. */
export interface StorefrontThemeContextValue {
  /** The active theme name. */
  theme: ThemeName;
  /** Switches to a theme (and remembers it unless `persist` is off). */
  setTheme: (theme: ThemeName) => void;
  /** Switches light ↔ dark. */
  toggle: () => void;
}

/** @internal read through useStorefrontTheme */
export const StorefrontThemeContext = createContext<StorefrontThemeContextValue | null>(null);

/** Props of {@link StorefrontThemeProvider}. */
export interface StorefrontThemeProviderProps {
  children?: ReactNode;
  /**
   * Theme of the server render and the first client render (so hydration matches); the stored choice
   * is applied right after mount.
   * @default 'light'
   */
  initialTheme?: ThemeName;
  /** Controlled theme: when given, the provider shows it and only reports changes via `onThemeChange`. */
  theme?: ThemeName;
  /** Called with the new theme on every change (setTheme, toggle or the toggle event). */
  onThemeChange?: (theme: ThemeName) => void;
  /**
   * Read and write the choice in localStorage.
   * @default true
   */
  persist?: boolean;
  /**
   * localStorage key.
   * @default 'storefront.theme'
   */
  storageKey?: string;
  /**
   * Render the CSS reset and page colours.
   * @default true
   */
  withGlobalStyles?: boolean;
}

/**
 * Provides the Emotion theme and the theme switch. SSR-safe: nothing touches `window` during render; the
 * stored choice (invalid → light) is read after mount, and a `storefront:toggle-theme` window event toggles.
 */
export function StorefrontThemeProvider({
  children,
  initialTheme = DEFAULT_THEME,
  theme: controlledTheme,
  onThemeChange,
  persist = true,
  storageKey = THEME_STORAGE_KEY,
  withGlobalStyles = true,
}: StorefrontThemeProviderProps) {
  const [ownTheme, setOwnTheme] = useState<ThemeName>(initialTheme);
  const controlled = controlledTheme !== undefined;
  const theme = controlled ? controlledTheme : ownTheme;

  useEffect(() => {
    if (!controlled && persist) setOwnTheme(readStoredTheme(storageKey));
  }, [controlled, persist, storageKey]);

  const setTheme = useCallback(
    (next: ThemeName) => {
      if (!controlled) setOwnTheme(next);
      if (persist) writeStoredTheme(next, storageKey);
      onThemeChange?.(next);
    },
    [controlled, persist, storageKey, onThemeChange],
  );

  const toggle = useCallback(() => setTheme(toggleTheme(theme)), [setTheme, theme]);

  useEffect(() => {
    window.addEventListener(TOGGLE_THEME_EVENT, toggle);
    return () => window.removeEventListener(TOGGLE_THEME_EVENT, toggle);
  }, [toggle]);

  const value = useMemo(() => ({ theme, setTheme, toggle }), [theme, setTheme, toggle]);

  return (
    <StorefrontThemeContext.Provider value={value}>
      <ThemeProvider theme={themes[theme]}>
        {withGlobalStyles ? <GlobalStyles /> : null}
        {children}
      </ThemeProvider>
    </StorefrontThemeContext.Provider>
  );
}
