import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fonts } from '../tokens/typography';
import { FALLBACK_FONT_FAMILY, fallbackMetrics } from './fallback-font-faces';
import { StorefrontThemeProvider } from './storefront-theme-provider';

/**
 * Every `@font-face` rule Emotion wrote into the document, as text: jsdom's CSS parser drops the descriptors
 * it does not know (src, size-adjust), so the rules are read from the style elements' text.
 */
function fontFaceRules() {
  const text = [...document.querySelectorAll('style[data-emotion]')]
    .map((style) => style.textContent)
    .join('');
  return text.match(/@font-face\{[^}]*\}/g) ?? [];
}

describe('the metric-adjusted fallback font', () => {
  it('scales bold further than regular: Hanken Grotesk Bold is narrower against Arial Bold', () => {
    expect(fallbackMetrics(400).sizeAdjust).toBe('99.52%');
    expect(fallbackMetrics(700).sizeAdjust).toBe('95.16%');
    // Hanken Grotesk's ascent (1000 of 1000 units) divided by the scale, so lines keep their baseline.
    expect(fallbackMetrics(700).ascentOverride).toBe('105.09%');
  });

  it('is declared by the global styles, one face per weight, with its size and vertical metrics', () => {
    render(
      <StorefrontThemeProvider>
        <p>text</p>
      </StorefrontThemeProvider>,
    );
    const faces = fontFaceRules().filter((rule) => rule.includes(FALLBACK_FONT_FAMILY));
    expect(faces).toHaveLength(2);
    const bold = faces.find((rule) => rule.includes('font-weight:700')) ?? '';
    expect(bold).toContain("local('Arial Bold')");
    expect(bold).toContain('size-adjust:95.16%');
    expect(bold).toContain('ascent-override:105.09%');
  });

  it('comes right after the web font in the body and heading stacks, before the unscaled system fonts', () => {
    for (const stack of [fonts.body, fonts.heading]) {
      expect(stack.startsWith(`'Hanken Grotesk', '${FALLBACK_FONT_FAMILY}', `)).toBe(true);
    }
  });
});
