import { type ThemeName as DomainThemeName, THEMES } from '@storefront/domain';
import { palette } from './palette';

/** The semantic colours every theme defines; components style with these names only. */
export interface SemanticColors {
  /** Page background. */
  background: string;
  /** Cards, panels and inputs. */
  surface: string;
  /** Subtle fills: hover rows, skeleton base, chips. */
  surfaceMuted: string;
  /** Main text. */
  text: string;
  /** Secondary text (AA on background and surface). */
  textMuted: string;
  /** Decorative dividers. */
  border: string;
  /** Borders that identify controls (3:1 against the background, WCAG 1.4.11). */
  borderStrong: string;
  /** Brand colour of buttons and links. */
  primary: string;
  /** Primary on hover or press. */
  primaryHover: string;
  /** Text and icons on primary. */
  onPrimary: string;
  /** Tinted background for primary-coloured text (selected items, tags). */
  primarySubtle: string;
  /** Text on primarySubtle. */
  onPrimarySubtle: string;
  /** Links in running text. */
  link: string;
  /** Keyboard focus ring. */
  focus: string;
  /** Errors and validation messages. */
  danger: string;
  /** Text on a danger fill. */
  onDanger: string;
  /** In stock. */
  success: string;
  /** Few left. */
  warning: string;
  /** Informational. */
  info: string;
  /** Discounted price. */
  priceDiscount: string;
  /** Dimmed page behind a modal. */
  overlay: string;
  /** Skeleton shimmer highlight. */
  skeletonHighlight: string;
}

/** Light theme: purple primary (spec §9). Every text pair meets WCAG AA (see semantic-colors.test.ts). */
export const lightColors: SemanticColors = {
  background: palette.white,
  surface: palette.white,
  surfaceMuted: palette.grey[100],
  text: palette.grey[900],
  textMuted: palette.grey[600],
  border: palette.grey[200],
  borderStrong: palette.grey[500],
  primary: palette.purple[700],
  primaryHover: palette.purple[800],
  onPrimary: palette.white,
  primarySubtle: palette.purple[50],
  onPrimarySubtle: palette.purple[800],
  link: palette.purple[700],
  focus: palette.purple[600],
  danger: palette.red[700],
  onDanger: palette.white,
  success: palette.green[700],
  warning: palette.amber[700],
  info: palette.blue[700],
  priceDiscount: palette.red[700],
  overlay: 'rgba(28, 27, 31, 0.6)',
  skeletonHighlight: palette.grey[50],
};

/** Dark theme: green-teal primary (spec §9). Every text pair meets WCAG AA (see semantic-colors.test.ts). */
export const darkColors: SemanticColors = {
  background: palette.slate[950],
  surface: palette.slate[900],
  surfaceMuted: palette.slate[800],
  text: palette.slate[50],
  textMuted: palette.slate[300],
  border: palette.slate[700],
  borderStrong: palette.slate[500],
  primary: palette.teal[300],
  primaryHover: palette.teal[200],
  onPrimary: palette.teal[900],
  primarySubtle: palette.teal[700],
  onPrimarySubtle: palette.teal[100],
  link: palette.teal[300],
  focus: palette.teal[300],
  danger: palette.red[300],
  onDanger: palette.red[900],
  success: palette.green[300],
  warning: palette.amber[300],
  info: palette.blue[300],
  priceDiscount: palette.red[300],
  overlay: 'rgba(0, 0, 0, 0.7)',
  skeletonHighlight: palette.slate[850],
};

/** The theme names (from @storefront/domain). */
export const THEME_NAMES = THEMES;

/** A theme name: 'light' or 'dark'. */
export type ThemeName = DomainThemeName;

/** Semantic colours per theme. */
export const themeColors: Record<ThemeName, SemanticColors> = { light: lightColors, dark: darkColors };
