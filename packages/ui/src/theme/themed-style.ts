import { type CSSObject, css, type SerializedStyles, type Theme } from '@emotion/react';

/**
 * A style that depends on the theme (and at most on one small variant), serialised once per theme and
 * variant instead of on every render. Passing the result to `css` takes Emotion's fast path: a
 * `css={(t) => ({ … })}` is called, turned into a string and hashed per element per render, which on a
 * listing of 24 cards was a large part of hydration (issue 24). The class name is the same either way,
 * since it is the hash of the same string.
 *
 * @example
 * const cardStyle = themedStyle((t, list: boolean) => ({ padding: t.space[3], display: list ? 'grid' : 'block' }));
 * const t = useTheme();
 * <article css={cardStyle(t, list)} />
 */
export function themedStyle<V extends string | number | boolean | undefined = undefined>(
  build: (t: Theme, variant: V) => CSSObject,
): (t: Theme, variant: V) => SerializedStyles {
  // Themes are built once per name, so a WeakMap keyed by the theme object holds at most two entries.
  const byTheme = new WeakMap<Theme, Map<V, SerializedStyles>>();
  return (t, variant) => {
    let byVariant = byTheme.get(t);
    if (!byVariant) {
      byVariant = new Map();
      byTheme.set(t, byVariant);
    }
    let styles = byVariant.get(variant);
    if (!styles) {
      styles = css(build(t, variant));
      byVariant.set(variant, styles);
    }
    return styles;
  };
}
