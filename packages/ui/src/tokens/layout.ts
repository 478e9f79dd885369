import {
  CHECKOUT_HEADER_HEIGHT_PX,
  CONTENT_MAX_WIDTH_REM,
  DESKTOP_HEADER_HEIGHT_PX,
  DOT_SIZE_PX,
  HEADER_HEIGHT_REM,
  ICON_SIZES_PX,
  ICON_STROKE_WIDTH_PX,
  ICON_VIEWBOX,
  LOGO_SIZE_PX,
  MODAL_DRAWER_WIDTH_PX,
  SMALL_LOGO_SIZE_PX,
} from '@storefront/domain';
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
  screen: `${CONTENT_MAX_WIDTH_REM.screen}rem`,
  content: `${CONTENT_MAX_WIDTH_REM.content}rem`,
  small: `${CONTENT_MAX_WIDTH_REM.small}rem`,
  quote: `${CONTENT_MAX_WIDTH_REM.quote}rem`,
} as const;

/** Header heights (spec §2, §9). */
export const headerHeights = {
  desktop: `${DESKTOP_HEADER_HEIGHT_PX}px`,
  checkout: `${CHECKOUT_HEADER_HEIGHT_PX}px`,
  /** Style-scale height of the mobile header. */
  scaleMobile: `${HEADER_HEIGHT_REM.mobile}rem`,
  /** Style-scale height of the desktop header with its secondary bar. */
  scaleDesktop: `${HEADER_HEIGHT_REM.desktop}rem`,
} as const;

/** Icon sizes in px (spec §9). */
export const iconSizes = ICON_SIZES_PX;

/** An icon size name. */
export type IconSize = keyof typeof iconSizes;

/** Fixed sizes of the design (spec §9). */
export const sizes = {
  logo: LOGO_SIZE_PX,
  logoSmall: SMALL_LOGO_SIZE_PX,
  dot: `${DOT_SIZE_PX}px`,
  iconStroke: ICON_STROKE_WIDTH_PX,
  iconViewBox: ICON_VIEWBOX,
  /** Width of the side-panel modal drawer from 961px. */
  modalDrawer: `${MODAL_DRAWER_WIDTH_PX}px`,
  /** Smallest touch target. */
  touchTarget: '2.75rem',
  /** Height of inputs and medium buttons. */
  control: { s: '2rem', m: '2.75rem', l: '3.25rem' },
} as const;
