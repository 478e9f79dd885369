import {
  borderWidths,
  breakpoints,
  durations,
  easings,
  fontSizes,
  fonts,
  fontWeights,
  grid,
  headerHeights,
  iconSizes,
  lineHeights,
  maxWidths,
  mq,
  radii,
  type SemanticColors,
  sizes,
  space,
  type ThemeName,
  themeColors,
  zIndices,
} from '../tokens';

/** The storefront's Emotion theme: the token layers plus the semantic colours of one theme. */
export interface StorefrontTheme {
  /** Which theme this is. */
  name: ThemeName;
  /** Semantic colours of this theme. */
  colors: SemanticColors;
  space: typeof space;
  radii: typeof radii;
  borderWidths: typeof borderWidths;
  fonts: typeof fonts;
  fontSizes: typeof fontSizes;
  fontWeights: typeof fontWeights;
  lineHeights: typeof lineHeights;
  durations: typeof durations;
  easings: typeof easings;
  zIndices: typeof zIndices;
  breakpoints: typeof breakpoints;
  /** Media-query helpers, e.g. `t.mq.from('desktop')`. */
  mq: typeof mq;
  grid: typeof grid;
  maxWidths: typeof maxWidths;
  headerHeights: typeof headerHeights;
  iconSizes: typeof iconSizes;
  sizes: typeof sizes;
  /** Box shadows tuned per theme. */
  shadows: { raised: string; overlay: string };
}

/**
 * The Emotion theme object for a theme name.
 * @example <ThemeProvider theme={createTheme('dark')}>…</ThemeProvider>
 */
export function createTheme(name: ThemeName): StorefrontTheme {
  return {
    name,
    colors: themeColors[name],
    space,
    radii,
    borderWidths,
    fonts,
    fontSizes,
    fontWeights,
    lineHeights,
    durations,
    easings,
    zIndices,
    breakpoints,
    mq,
    grid,
    maxWidths,
    headerHeights,
    iconSizes,
    sizes,
    shadows:
      name === 'dark'
        ? { raised: '0 1px 3px rgba(0, 0, 0, 0.6)', overlay: '0 8px 32px rgba(0, 0, 0, 0.7)' }
        : { raised: '0 1px 3px rgba(28, 27, 31, 0.12)', overlay: '0 8px 32px rgba(28, 27, 31, 0.24)' },
  };
}

/** Both themes, built once. */
export const themes: Record<ThemeName, StorefrontTheme> = {
  light: createTheme('light'),
  dark: createTheme('dark'),
};
