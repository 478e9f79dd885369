import { Global } from '@emotion/react';
import { fallbackFontFaces } from './fallback-font-faces';

/**
 * CSS reset and page defaults from the current theme: body colours, the grotesque font, box sizing,
 * the accent colour of native controls, focus rings and reduced motion, and the metric-adjusted local fallback
 * font that keeps text in place when the web font swaps in. Rendered by `StorefrontThemeProvider` unless `withGlobalStyles` is off.
 */
export function GlobalStyles() {
  return (
    <Global
      styles={(t) => [
        ...fallbackFontFaces,
        {
          '*, *::before, *::after': { boxSizing: 'border-box' },
          '*': { margin: 0 },
          html: {
            colorScheme: t.name,
            // Native radios, checkboxes and range inputs take the theme's primary, not the browser's blue.
            accentColor: t.colors.primary,
            WebkitTextSizeAdjust: '100%',
            textSizeAdjust: '100%',
          },
          body: {
            minHeight: '100vh',
            background: t.colors.background,
            color: t.colors.text,
            fontFamily: t.fonts.body,
            fontSize: t.fontSizes.m,
            fontWeight: t.fontWeights.regular,
            lineHeight: t.lineHeights.normal,
            WebkitFontSmoothing: 'antialiased',
          },
          'img, picture, video, canvas, svg': { display: 'block', maxWidth: '100%' },
          'input, button, textarea, select': { font: 'inherit', color: 'inherit' },
          'p, h1, h2, h3, h4, h5, h6': { overflowWrap: 'break-word' },
          'h1, h2, h3, h4, h5, h6': { fontFamily: t.fonts.heading, lineHeight: t.lineHeights.tight },
          a: { color: t.colors.link },
          ':focus-visible': {
            outline: `${t.borderWidths.focus} solid ${t.colors.focus}`,
            outlineOffset: t.borderWidths.thick,
          },
          [t.mq.reducedMotion]: {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
            },
          },
        },
      ]}
    />
  );
}
