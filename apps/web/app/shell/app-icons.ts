import { darkColors, lightColors } from '@storefront/ui/tokens';

/*
 * Where the favicons, app icons and manifest are served (resource routes; see app-icons.server.ts), and the
 * head tags naming them.
 */

/** PNG sizes: 32 (favicon), 180 (apple-touch-icon), 192 and 512 (manifest). */
export const ICON_SIZES = [32, 180, 192, 512] as const;
/** One of the PNG sizes. */
export type IconSize = (typeof ICON_SIZES)[number];

/** Public addresses of the icons. */
export const ICON_PATHS = {
  svg: '/icons/icon.svg',
  favicon: '/favicon.ico',
  appleTouch: '/icons/apple-touch-icon.png',
  png: (size: IconSize) => `/icons/icon-${size}.png`,
  manifest: '/manifest.webmanifest',
} as const;

/** The `theme-color` of each colour scheme, for the browser's own interface around the page. */
export const THEME_COLORS = { light: lightColors.primary, dark: darkColors.background } as const;

/** The head's icon and manifest links: SVG first for browsers that take it, the ICO and PNGs as fallback. */
export const ICON_LINKS = [
  { rel: 'icon', href: ICON_PATHS.favicon, sizes: '32x32' },
  { rel: 'icon', href: ICON_PATHS.svg, type: 'image/svg+xml' },
  { rel: 'icon', href: ICON_PATHS.png(32), type: 'image/png', sizes: '32x32' },
  { rel: 'apple-touch-icon', href: ICON_PATHS.appleTouch },
  { rel: 'manifest', href: ICON_PATHS.manifest },
] as const;
