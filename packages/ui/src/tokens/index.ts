/** Spacing unit of the style scale (spec §9): 4px. */
export const SPACING_UNIT_PX = 4;

/** Colour palettes of the two themes (spec §9: purple primary in light, green-teal in dark). */
export const palettes = {
  light: { primary: '#5b2a86', onPrimary: '#ffffff', background: '#ffffff', text: '#1c1b1f' },
  dark: { primary: '#5fd4c4', onPrimary: '#06201d', background: '#121416', text: '#eceff1' },
} as const;

/** A theme name. */
export type ThemeName = keyof typeof palettes;
