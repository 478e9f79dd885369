/**
 * The armchair mark of the storefront logo (the drawing left of the name), in the logo's 150x41 canvas.
 * One source for the inline {@link Logo} and the favicons and app icons the web server renders from it.
 */
export const LOGO_MARK_PATHS = [
  'M6 10a4 4 0 0 1 4-4h14a4 4 0 0 1 4 4v9h-3.5v-7.5a2 2 0 0 0-2-2h-11a2 2 0 0 0-2 2V19H6Z',
  'M3 19a3 3 0 0 1 6 0v3h16v-3a3 3 0 0 1 6 0v10H3Z',
  'M6 29h3.5v5H6ZM24.5 29H28v5h-3.5Z',
] as const;

/** Colours of the square icon: the mark in `foreground` on a rounded `background` tile. */
export interface LogoMarkColors {
  foreground: string;
  background: string;
}

/**
 * The mark as a square standalone SVG document (favicon and app icon): a rounded tile with the mark centred
 * and a margin, so it also survives the circle or squircle masks of launchers.
 */
export function logoMarkSvg({ foreground, background }: LogoMarkColors): string {
  // The mark spans x 3-31 and y 6-34 of the logo canvas: a 28-unit square centred on (17, 20).
  const paths = LOGO_MARK_PATHS.map((d) => `<path d="${d}"/>`).join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">' +
    `<rect width="512" height="512" rx="96" fill="${background}"/>` +
    `<g fill="${foreground}" transform="translate(256 256) scale(10.5) translate(-17 -20)">${paths}</g>` +
    '</svg>'
  );
}
