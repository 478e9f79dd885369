import type { SemanticColors } from './semantic-colors';

/** A foreground and background colour of a theme that appear together, with the contrast WCAG asks of them. */
export interface ContrastPair {
  foreground: keyof SemanticColors;
  background: keyof SemanticColors;
  /** 4.5:1 for text (WCAG 1.4.3), 3:1 for control borders and the focus ring (WCAG 1.4.11). */
  minimum: 4.5 | 3;
}

const text = (foreground: keyof SemanticColors, background: keyof SemanticColors): ContrastPair => ({
  foreground,
  background,
  minimum: 4.5,
});
const nonText = (foreground: keyof SemanticColors, background: keyof SemanticColors): ContrastPair => ({
  foreground,
  background,
  minimum: 3,
});

/**
 * Every colour pair the components use, in both themes. The token test holds each theme to these minimums
 * and Storybook's Foundations page prints their ratios, so the page and the rule cannot drift apart.
 */
export const contrastPairs: readonly ContrastPair[] = [
  text('text', 'background'),
  text('text', 'surface'),
  text('text', 'surfaceMuted'),
  text('textMuted', 'background'),
  text('textMuted', 'surface'),
  text('textMuted', 'surfaceMuted'),
  text('onPrimary', 'primary'),
  text('onPrimary', 'primaryHover'),
  text('onPrimarySubtle', 'primarySubtle'),
  text('link', 'background'),
  text('link', 'surface'),
  text('primary', 'background'),
  text('danger', 'background'),
  text('danger', 'surface'),
  text('onDanger', 'danger'),
  text('success', 'background'),
  text('success', 'surface'),
  text('warning', 'background'),
  text('warning', 'surface'),
  text('info', 'background'),
  text('priceDiscount', 'surface'),
  nonText('borderStrong', 'background'),
  nonText('borderStrong', 'surface'),
  nonText('focus', 'background'),
  nonText('focus', 'surface'),
  nonText('primary', 'surface'),
];
