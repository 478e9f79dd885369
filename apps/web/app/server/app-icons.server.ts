import { Resvg } from '@resvg/resvg-js';
import { logoMarkSvg } from '@storefront/ui';
import { lightColors } from '@storefront/ui/tokens';
import { ICON_PATHS, type IconSize } from '../shell/app-icons';

/**
 * The shop's favicons and app icons, all drawn from the logo's armchair mark (packages/ui) in the light
 * theme's brand colours: an SVG for browsers that take one, PNGs rendered from it with resvg on first request
 * and kept for the life of the process, an ICO for `/favicon.ico`, and the web app manifest naming them.
 */

/** The icon's SVG document. */
export const ICON_SVG = logoMarkSvg({ foreground: lightColors.onPrimary, background: lightColors.primary });

/** The icons never change within a build; a day keeps them fresh enough after a deploy. */
export const ICON_CACHE_CONTROL = 'public, max-age=86400';

const rendered = new Map<IconSize, Buffer>();

/** The icon as a PNG of `size` pixels square, rendered once per process. */
export function iconPng(size: IconSize): Buffer {
  let png = rendered.get(size);
  if (!png) {
    png = new Resvg(ICON_SVG, { fitTo: { mode: 'width', value: size }, font: { loadSystemFonts: false } })
      .render()
      .asPng();
    rendered.set(size, png);
  }
  return png;
}

/**
 * An ICO file holding one PNG image (the format has allowed PNG entries since Windows Vista and every
 * browser reads them): a 6-byte header, one 16-byte directory entry, then the PNG.
 */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image size
  header.writeUInt32LE(22, 18); // image offset
  return Buffer.concat([header, png]);
}

/** The web app manifest: names, start address, display, theme colours from the ui tokens, and icons. */
export function webManifest(): Record<string, unknown> {
  return {
    name: 'Storefront',
    short_name: 'Storefront',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: lightColors.background,
    theme_color: lightColors.primary,
    icons: [
      { src: ICON_PATHS.svg, type: 'image/svg+xml', sizes: 'any' },
      ...([192, 512] as const).map((size) => ({
        src: ICON_PATHS.png(size),
        type: 'image/png',
        sizes: `${size}x${size}`,
        purpose: 'any',
      })),
    ],
  };
}
