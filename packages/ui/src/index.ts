export { Button } from './button/button';
export type { StorefrontTheme } from './theme/theme';
export { createTheme } from './theme/theme';
