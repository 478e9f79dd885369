// `@storefront/features/theme`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { ThemeState } from './theme-slice';
export { selectThemeName, themeChosen, themeToggled } from './theme-slice';
