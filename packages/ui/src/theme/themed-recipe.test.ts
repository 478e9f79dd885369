import { describe, expect, it } from 'vitest';
import { themes } from './theme';
import { themedRecipe } from './themed-recipe';

const recipe = themedRecipe((t, p: { size: 's' | 'm'; full: boolean }) => ({
  padding: t.space[p.size === 's' ? 2 : 4],
  width: p.full ? '100%' : undefined,
  color: t.colors.text,
}));

describe('themedRecipe', () => {
  it('serialises once per theme and combination of props', () => {
    const small = recipe(themes.light, { size: 's', full: false });
    expect(recipe(themes.light, { size: 's', full: false })).toBe(small);
    expect(recipe(themes.light, { size: 's', full: true })).not.toBe(small);
    expect(recipe(themes.light, { size: 'm', full: false })).not.toBe(small);
    expect(recipe(themes.dark, { size: 's', full: false })).not.toBe(small);
  });

  it('builds each combination from its own props', () => {
    expect(recipe(themes.light, { size: 'm', full: true }).styles).toContain('width:100%');
    expect(recipe(themes.light, { size: 's', full: false }).styles).not.toContain('width');
  });
});
