import {
  BASE_FONT_SIZE_PX as DOMAIN_BASE_FONT_SIZE_PX,
  SPACING_UNIT_PX as DOMAIN_SPACING_UNIT_PX,
} from '@storefront/domain';

/** Spacing unit of the style scale (spec §9): 4px, i.e. 0.25rem at the 16px base font. */
export const SPACING_UNIT_PX = DOMAIN_SPACING_UNIT_PX;

/** Base font size in px (spec §9); rem values below assume it. */
export const BASE_FONT_SIZE_PX = DOMAIN_BASE_FONT_SIZE_PX;

/**
 * The spacing scale in rem, keyed by multiples of the 4px unit: `space[4]` is 1rem (16px).
 * Runs from 0.25rem (1 unit) to 19rem (76 units) as spec §9 asks.
 */
export const space = {
  0: '0',
  0.5: '0.125rem',
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  14: '3.5rem',
  16: '4rem',
  20: '5rem',
  24: '6rem',
  32: '8rem',
  40: '10rem',
  48: '12rem',
  64: '16rem',
  76: '19rem',
} as const;

/** A key of the spacing scale. */
export type SpaceKey = keyof typeof space;

/** Border radii. */
export const radii = {
  none: '0',
  s: '0.25rem',
  m: '0.5rem',
  l: '1rem',
  round: '9999px',
} as const;

/** Border and outline widths. */
export const borderWidths = {
  thin: '1px',
  thick: '2px',
  focus: '3px',
} as const;
