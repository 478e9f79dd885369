import { FONT_WEIGHTS } from '@storefront/domain';

/** Font sizes in rem (spec §9: 0.75rem to 4rem on a 16px base). */
export const fontSizes = {
  xs: '0.75rem',
  s: '0.875rem',
  m: '1rem',
  l: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '2rem',
  '4xl': '2.5rem',
  '5xl': '3rem',
  '6xl': '4rem',
} as const;

/** Font weights (spec §9). 600 falls back to the bold face since only 400/500/700 are loaded. */
export const fontWeights = FONT_WEIGHTS;

/** Line heights, unitless so they scale with the font size. */
export const lineHeights = {
  tight: 1.2,
  normal: 1.5,
  relaxed: 1.7,
} as const;

/**
 * The grotesque family self-hosted through @fontsource/hanken-grotesk, then a local font scaled to its metrics
 * (declared by `GlobalStyles`, see theme/fallback-font-faces.ts), then system fallbacks.
 */
export const fonts = {
  body: "'Hanken Grotesk', 'Hanken Grotesk Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  heading:
    "'Hanken Grotesk', 'Hanken Grotesk Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;
