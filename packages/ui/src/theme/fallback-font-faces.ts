import type { CSSObject } from '@emotion/react';

/** The family name the font stacks put right after 'Hanken Grotesk'. */
export const FALLBACK_FONT_FAMILY = 'Hanken Grotesk Fallback';

/*
 * Until the Hanken Grotesk files arrive (`font-display: swap`), text is set in a local font. Unadjusted, the
 * local font is wider, so headings wrap differently and the page jumps when the web font swaps in (CLS 0.014 on
 * the start page and 0.037 on the search page, phone profile: "Search results for “sofa”" took two lines in
 * the fallback and one in Hanken Grotesk). These faces scale the local font to Hanken Grotesk's widths, as
 * Next.js's font loader does: size-adjust is the ratio of the two fonts' widths, and the ascent, descent and
 * line gap are Hanken Grotesk's (units per em 1000, ascent 1000, descent -303, line gap 0, from
 * @capsizecss/metrics) divided by that ratio. The widths were measured in Chromium at 32 px over a mixed
 * English and Norwegian sample with capitals and digits (the text of headings and product names): Hanken
 * Grotesk 400 2,886 px against Arial 2,900; 700 2,928 against Arial Bold 3,077. Liberation Sans (Linux) and
 * Helvetica share Arial's widths; Roboto's average width is within 0.3 % of Arial's.
 */
const HANKEN = { unitsPerEm: 1000, ascent: 1000, descent: -303, lineGap: 0 } as const;
const WIDTH_RATIO = { 400: 2886 / 2900, 700: 2928 / 3077 } as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The size and vertical metrics of the fallback face of one weight. */
export function fallbackMetrics(weight: keyof typeof WIDTH_RATIO) {
  const sizeAdjust = WIDTH_RATIO[weight];
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(HANKEN.ascent / (HANKEN.unitsPerEm * sizeAdjust)),
    descentOverride: percent(Math.abs(HANKEN.descent) / (HANKEN.unitsPerEm * sizeAdjust)),
    lineGapOverride: percent(HANKEN.lineGap / (HANKEN.unitsPerEm * sizeAdjust)),
  } as const;
}

const localFonts = (names: readonly string[]) => names.map((name) => `local('${name}')`).join(', ');

// Regular and bold come from the local family's own faces: a synthesised bold would be wider than the real one.
const FACES = [
  {
    weight: 400,
    names: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans', 'Roboto', 'Roboto-Regular'],
  },
  {
    weight: 700,
    names: [
      'Arial Bold',
      'Arial-BoldMT',
      'Helvetica Bold',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Roboto Bold',
      'Roboto-Bold',
    ],
  },
] as const;

/** `@font-face` rules for the metric-adjusted local fallback, one per weight, for Emotion's `Global`. */
export const fallbackFontFaces: CSSObject[] = FACES.map(({ weight, names }) => ({
  '@font-face': {
    fontFamily: `'${FALLBACK_FONT_FAMILY}'`,
    fontStyle: 'normal',
    fontWeight: weight,
    src: localFonts(names),
    ...fallbackMetrics(weight),
  } as CSSObject,
}));
