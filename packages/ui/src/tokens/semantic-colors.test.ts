import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { type SemanticColors, themeColors } from './semantic-colors';

/** Text pairs that must reach 4.5:1 (WCAG AA, normal text). */
const TEXT_PAIRS: [foreground: keyof SemanticColors, background: keyof SemanticColors][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['textMuted', 'surfaceMuted'],
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['onPrimarySubtle', 'primarySubtle'],
  ['link', 'background'],
  ['link', 'surface'],
  ['primary', 'background'],
  ['danger', 'background'],
  ['danger', 'surface'],
  ['onDanger', 'danger'],
  ['success', 'background'],
  ['success', 'surface'],
  ['warning', 'background'],
  ['warning', 'surface'],
  ['info', 'background'],
  ['priceDiscount', 'surface'],
];

/** Non-text pairs that must reach 3:1 (WCAG 1.4.11: control borders, focus ring). */
const UI_PAIRS: [keyof SemanticColors, keyof SemanticColors][] = [
  ['borderStrong', 'background'],
  ['borderStrong', 'surface'],
  ['focus', 'background'],
  ['focus', 'surface'],
  ['primary', 'surface'],
];

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5b2a86', '#5b2a86')).toBe(1);
  });
});

describe.each(Object.entries(themeColors))('the %s theme', (_name, colors) => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(UI_PAIRS)('%s against %s reaches 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
