import { breakpoints } from './breakpoints';

/**
 * The page grid (spec §9): 4 columns on phones, 8 on tablets, 12 from the desktop layout, switching at
 * 376, 721, 1025 and 1441px (gutters and outer margins grow at each step).
 */
export const grid = [
  { minWidth: 0, columns: 4, gutter: '1rem', margin: '1rem' },
  { minWidth: breakpoints.mobile, columns: 4, gutter: '1rem', margin: '1.25rem' },
  { minWidth: breakpoints.tablet, columns: 8, gutter: '1.5rem', margin: '2rem' },
  { minWidth: breakpoints.desktop, columns: 12, gutter: '1.5rem', margin: '2.5rem' },
  { minWidth: breakpoints.widescreen, columns: 12, gutter: '2rem', margin: '3rem' },
] as const;

/** Content max widths in rem (spec §9). */
export const maxWidths = {
  screen: '90rem',
  content: '82rem',
  small: '76rem',
  quote: '73.5rem',
} as const;

/** Header heights (spec §2, §9). */
export const headerHeights = {
  desktop: '72px',
  checkout: '56px',
  /** Style-scale height of the mobile header. */
  scaleMobile: '4rem',
  /** Style-scale height of the desktop header with its secondary bar. */
  scaleDesktop: '8rem',
} as const;

/** Icon sizes in px (spec §9). */
export const iconSizes = {
  xs: 12,
  s: 16,
  m: 24,
  l: 32,
  xl: 64,
} as const;

/** An icon size name. */
export type IconSize = keyof typeof iconSizes;

/** Fixed sizes of the design (spec §9). */
export const sizes = {
  logo: { width: 150, height: 41 },
  logoSmall: { width: 120, height: 33 },
  dot: '6px',
  iconStroke: 1.5,
  iconViewBox: 24,
  /** Width of the side-panel modal drawer from 961px. */
  modalDrawer: '480px',
  /** Smallest touch target. */
  touchTarget: '2.75rem',
  /** Height of inputs and medium buttons. */
  control: { s: '2rem', m: '2.75rem', l: '3.25rem' },
} as const;
