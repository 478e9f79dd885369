import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef } from 'react';

/** Shared look of text inputs and selects. */
export const inputStyles = (t: Theme) => ({
  width: '100%',
  minHeight: t.sizes.control.m,
  paddingInline: t.space[3],
  border: `${t.borderWidths.thin} solid ${t.colors.borderStrong}`,
  borderRadius: t.radii.s,
  background: t.colors.surface,
  color: t.colors.text,
  fontSize: t.fontSizes.m,
  '&[aria-invalid="true"]': { borderColor: t.colors.danger, borderWidth: t.borderWidths.thick },
  '&:disabled': { background: t.colors.surfaceMuted, cursor: 'not-allowed' },
  '&::placeholder': { color: t.colors.textMuted },
});

/** A bare text input in the design's style; pair it with a label (or use `TextField`). */
export function Input(props: ComponentPropsWithRef<'input'>) {
  return <input css={inputStyles} {...props} />;
}
