import { palettes, type ThemeName } from '../tokens';

/** The Emotion theme object for a theme name. */
export function createTheme(name: ThemeName) {
  return { name, colors: palettes[name] };
}

/** The storefront's Emotion theme. */
export type StorefrontTheme = ReturnType<typeof createTheme>;
