import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { contrastPairs } from './contrast-pairs';
import { themeColors } from './semantic-colors';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#5b2a86', '#5b2a86')).toBe(1);
  });
});

describe.each(Object.entries(themeColors))('the %s theme', (_name, colors) => {
  it.each(contrastPairs.map((pair) => [pair.foreground, pair.background, pair.minimum] as const))(
    '%s on %s reaches %s:1',
    (foreground, background, minimum) => {
      expect(contrastRatio(colors[foreground], colors[background])).toBeGreaterThanOrEqual(minimum);
    },
  );
  it('checks text and non-text pairs', () => {
    expect(contrastPairs.filter((pair) => pair.minimum === 4.5).length).toBe(21);
    expect(contrastPairs.filter((pair) => pair.minimum === 3).length).toBe(5);
  });
});
