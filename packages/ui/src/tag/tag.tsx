import { useTheme } from '@emotion/react';
import type { ReactNode } from 'react';
import { themedStyle } from '../theme/themed-style';

/** Tones of {@link Tag}. */
export type TagTone = 'neutral' | 'primary' | 'promotion' | 'success';

/** Props of {@link Tag}. */
export interface TagProps {
  children: ReactNode;
  /** @default 'neutral' */
  tone?: TagTone;
}

/** One style per theme and tone, serialised once (see `themedStyle`): cards draw several tags each. */
const tagStyle = themedStyle((t, tone: TagTone) => {
  const tones = {
    neutral: { background: t.colors.surfaceMuted, color: t.colors.text },
    primary: { background: t.colors.primary, color: t.colors.onPrimary },
    promotion: { background: t.colors.danger, color: t.colors.onDanger },
    success: { background: t.colors.primarySubtle, color: t.colors.onPrimarySubtle },
  };
  return {
    display: 'inline-block',
    paddingBlock: t.space[0.5],
    paddingInline: t.space[2],
    borderRadius: t.radii.s,
    fontSize: t.fontSizes.xs,
    fontWeight: t.fontWeights.medium,
    lineHeight: t.lineHeights.normal,
    ...tones[tone],
  };
});

/** A short label on a card or list: best seller, new, recommended, a promotion name. */
export function Tag({ children, tone = 'neutral' }: TagProps) {
  return <span css={tagStyle(useTheme(), tone)}>{children}</span>;
}
