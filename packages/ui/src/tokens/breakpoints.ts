import { BREAKPOINTS } from '@storefront/domain';

/**
 * Breakpoints in px, each the first width of a layout (spec §9: 375/376, 600, 720/721, 961, 1024/1025,
 * 1280, 1440/1441). `upTo(name)` ends one pixel below, so `upTo('desktop')` is the mobile layout (≤1024px).
 */
export const breakpoints = {
  mobile: BREAKPOINTS.sm,
  small: BREAKPOINTS.md,
  tablet: BREAKPOINTS.small,
  drawer: BREAKPOINTS.drawer,
  desktop: BREAKPOINTS.desktop,
  wide: BREAKPOINTS.wide,
  widescreen: BREAKPOINTS.xl,
} as const;

/** A breakpoint name. */
export type BreakpointName = keyof typeof breakpoints;

/** Media-query helpers for Emotion object styles, e.g. `{ [mq.from('desktop')]: { display: 'flex' } }`. */
export const mq = {
  /**
   * From the breakpoint up.
   * @example mq.from('desktop') // '@media (min-width: 1025px)'
   */
  from(name: BreakpointName): string {
    return `@media (min-width: ${breakpoints[name]}px)`;
  },
  /**
   * Below the breakpoint.
   * @example mq.upTo('desktop') // '@media (max-width: 1024px)'
   */
  upTo(name: BreakpointName): string {
    return `@media (max-width: ${breakpoints[name] - 1}px)`;
  },
  /**
   * From the first breakpoint up to just below the second.
   * @example mq.between('tablet', 'desktop') // '@media (min-width: 721px) and (max-width: 1024px)'
   */
  between(from: BreakpointName, upTo: BreakpointName): string {
    return `@media (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[upTo] - 1}px)`;
  },
  /** Users who asked the system for less motion. */
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
