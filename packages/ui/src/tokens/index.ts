export { type BreakpointName, breakpoints, mq } from './breakpoints';
export { contrastRatio, relativeLuminance } from './contrast';
export { type ContrastPair, contrastPairs } from './contrast-pairs';
export { zIndices } from './layers';
export { grid, headerHeights, type IconSize, iconSizes, maxWidths, sizes } from './layout';
export { durations, easings, timings } from './motion';
export { palette } from './palette';
export {
  darkColors,
  lightColors,
  type SemanticColors,
  THEME_NAMES,
  type ThemeName,
  themeColors,
} from './semantic-colors';
export { BASE_FONT_SIZE_PX, borderWidths, radii, SPACING_UNIT_PX, type SpaceKey, space } from './spacing';
export { fontSizes, fonts, fontWeights, lineHeights } from './typography';
