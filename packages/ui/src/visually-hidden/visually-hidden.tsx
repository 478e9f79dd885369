import type { CSSObject } from '@emotion/react';
import type { ReactNode } from 'react';

/** Styles that hide content visually but keep it for screen readers. */
export const visuallyHiddenStyles: CSSObject = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** Text for screen readers only (e.g. "opens in a new tab", "regular price"). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHiddenStyles}>{children}</span>;
}
