import { useTheme } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StorefrontThemeProvider } from './storefront-theme-provider';
import { themes } from './theme';
import { themedStyle } from './themed-style';

const style = themedStyle((t, list: boolean) => ({
  padding: t.space[3],
  color: t.colors.text,
  display: list ? 'grid' : 'block',
}));

/** The same style, written as a style function and as a themed style. */
function Both() {
  const t = useTheme();
  return (
    <>
      <p css={(theme) => ({ padding: theme.space[3], color: theme.colors.text, display: 'grid' })}>a</p>
      <p css={style(t, true)}>b</p>
    </>
  );
}

describe('themedStyle', () => {
  it('serialises once per theme and variant', () => {
    expect(style(themes.light, true)).toBe(style(themes.light, true));
    expect(style(themes.light, true)).not.toBe(style(themes.light, false));
    expect(style(themes.light, true)).not.toBe(style(themes.dark, true));
  });

  it('gives the class a style function gives, so the server HTML keeps its class names', () => {
    for (const theme of ['light', 'dark'] as const) {
      const html = renderToString(
        <StorefrontThemeProvider theme={theme} persist={false} withGlobalStyles={false}>
          <Both />
        </StorefrontThemeProvider>,
      );
      const classes = [...html.matchAll(/class="([^"]+)"/g)].map((match) => match[1]);
      expect(classes).toHaveLength(2);
      expect(classes[0]).toBe(classes[1]);
    }
  });
});
