import type { Theme } from '@emotion/react';

/**
 * The header's buttons, shared so that each serialises to one class: an icon-only button (search, theme,
 * menu) is a touch-sized square without chrome; a text button (country, the checkout's back) puts a small icon
 * beside its words.
 */
export const headerIconButton = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: t.sizes.touchTarget,
  minHeight: t.sizes.touchTarget,
  background: 'none',
  border: 0,
  color: t.colors.text,
  cursor: 'pointer',
});

export const headerTextButton = (t: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: t.space[1],
  minHeight: t.sizes.touchTarget,
  background: 'none',
  border: 0,
  color: t.colors.text,
  cursor: 'pointer',
});
