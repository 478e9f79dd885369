import { useTheme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type ButtonVariant, buttonVariantStyles } from '../button/button';
import { themedRecipe } from '../theme/themed-recipe';

/** Props of {@link IconButton}. */
export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> {
  /** Accessible name; required because the button shows only an icon. */
  'aria-label': string;
  /** The icon (decorative: it is hidden from assistive technology). */
  children: ReactNode;
  /** @default 'ghost' */
  variant?: ButtonVariant;
  /** @default 'm' */
  size?: 's' | 'm' | 'l';
}

/** Every look of the icon button, serialised once per theme and combination (see `themedRecipe`). */
const iconButtonStyle = themedRecipe(
  (t, { variant, size }: { variant: ButtonVariant; size: 's' | 'm' | 'l' }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: t.sizes.control[size],
    height: t.sizes.control[size],
    padding: 0,
    border: `${t.borderWidths.thin} solid`,
    borderRadius: t.radii.s,
    cursor: 'pointer',
    transition: `background ${t.durations.fast} ${t.easings.standard}`,
    ...buttonVariantStyles(t, variant),
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  }),
);

/** A square button with only an icon; `type="button"` by default. */
export function IconButton({
  type = 'button',
  variant = 'ghost',
  size = 'm',
  children,
  ...rest
}: IconButtonProps) {
  const t = useTheme();
  return (
    <button type={type} css={iconButtonStyle(t, { variant, size })} {...rest}>
      {children}
    </button>
  );
}
