import type { CSSObject, SerializedStyles, Theme } from '@emotion/react';
import { themedStyle } from './themed-style';

/** The props a recipe may depend on: a few small values, never objects (they make the cache key). */
export type RecipeProps = Record<string, string | number | boolean | undefined>;

/**
 * {@link themedStyle} for a style that depends on several small props (variant, size, full width…): each
 * combination is serialised once per theme, the first time it is drawn, and picked by its props after that.
 * The key is the props' values in the order the caller writes them, so a render costs one short string join
 * instead of serialising and hashing the style object (issue 24). Same class names as the style function:
 * the serialised text is the same.
 *
 * @example
 * const buttonStyle = themedRecipe((t, p: { size: 's' | 'm'; full: boolean }) => ({ … }));
 * <button css={buttonStyle(useTheme(), { size, full })} />
 */
export function themedRecipe<P extends RecipeProps>(
  build: (t: Theme, props: P) => CSSObject,
): (t: Theme, props: P) => SerializedStyles {
  const propsByKey = new Map<string, P>();
  const byKey = themedStyle((t, key: string) => {
    const props = propsByKey.get(key);
    if (!props) throw new Error(`themedRecipe: no props for ${key}`);
    return build(t, props);
  });
  return (t, props) => {
    const key = Object.values(props).join('|');
    if (!propsByKey.has(key)) propsByKey.set(key, props);
    return byKey(t, key);
  };
}
