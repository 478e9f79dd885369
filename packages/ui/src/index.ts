import './theme/emotion-theme';

export type { ButtonProps, ButtonSize, ButtonVariant } from './button/button';
export { Button, buttonVariantStyles } from './button/button';
export type { SpinnerProps } from './spinner/spinner';
export { Spinner } from './spinner/spinner';
export { GlobalStyles } from './theme/global-styles';
export { DEFAULT_THEME, parseThemeName } from './theme/parse-theme-name';
export type {
  StorefrontThemeContextValue,
  StorefrontThemeProviderProps,
} from './theme/storefront-theme-provider';
export { StorefrontThemeProvider } from './theme/storefront-theme-provider';
export type { StorefrontTheme } from './theme/theme';
export { createTheme, themes } from './theme/theme';
export {
  readStoredTheme,
  THEME_STORAGE_KEY,
  TOGGLE_THEME_EVENT,
  writeStoredTheme,
} from './theme/theme-storage';
export { useStorefrontTheme } from './theme/use-storefront-theme';
export type { SemanticColors, ThemeName } from './tokens';
export { mq } from './tokens/breakpoints';
