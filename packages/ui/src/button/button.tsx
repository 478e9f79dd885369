import { type Theme, useTheme } from '@emotion/react';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { CheckIcon } from '../icons/check-icon';
import { Spinner } from '../spinner/spinner';
import { themedRecipe } from '../theme/themed-recipe';

/** Visual variants of {@link Button}. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Sizes of {@link Button}. */
export type ButtonSize = 's' | 'm' | 'l';

/** Props of {@link Button}. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'm' */
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks while an action runs; the label stays for screen readers. */
  loading?: boolean;
  /** Shows a check mark after a finished action (e.g. added to cart). */
  finished?: boolean;
  /**
   * Label in the finished state.
   * @default children
   */
  finishedLabel?: ReactNode;
  /** Icon before the label. */
  startIcon?: ReactNode;
  /** Icon after the label. */
  endIcon?: ReactNode;
  /**
   * Stretches to the container width.
   * @default false
   */
  fullWidth?: boolean;
}

/** Button recipe: colours per variant from the theme's semantic colours. */
export function buttonVariantStyles(t: Theme, variant: ButtonVariant) {
  const c = t.colors;
  switch (variant) {
    case 'primary':
      return {
        background: c.primary,
        color: c.onPrimary,
        borderColor: c.primary,
        '&:hover': { background: c.primaryHover, borderColor: c.primaryHover },
      };
    case 'secondary':
      return {
        background: c.surface,
        color: c.text,
        borderColor: c.borderStrong,
        '&:hover': { background: c.surfaceMuted },
      };
    case 'ghost':
      return {
        background: 'transparent',
        color: c.text,
        borderColor: 'transparent',
        '&:hover': { background: c.surfaceMuted },
      };
    case 'danger':
      return {
        background: c.danger,
        color: c.onDanger,
        borderColor: c.danger,
        '&:hover': { filter: 'brightness(0.92)' },
      };
  }
}

const SIZE_PADDING = { s: 3, m: 4, l: 6 } as const;
const SIZE_FONT = { s: 's', m: 'm', l: 'l' } as const;

/** Every look of the button, serialised once per theme and combination (see `themedRecipe`). */
const buttonStyle = themedRecipe(
  (t, { variant, size, fullWidth }: { variant: ButtonVariant; size: ButtonSize; fullWidth: boolean }) => ({
    display: fullWidth ? 'flex' : 'inline-flex',
    width: fullWidth ? '100%' : undefined,
    alignItems: 'center',
    justifyContent: 'center',
    gap: t.space[2],
    minHeight: t.sizes.control[size],
    paddingInline: t.space[SIZE_PADDING[size]],
    border: `${t.borderWidths.thin} solid`,
    borderRadius: t.radii.s,
    fontSize: t.fontSizes[SIZE_FONT[size]],
    fontWeight: t.fontWeights.medium,
    lineHeight: t.lineHeights.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    // The busy state by its attribute, not by another class: pressing a button then inserts no new rule set
    // into the page's style sheet in the click (lab INP, issue 24).
    '&[aria-busy="true"]': { cursor: 'progress' },
    transition: `background ${t.durations.fast} ${t.easings.standard}`,
    ...buttonVariantStyles(t, variant),
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  }),
);

/**
 * A button; `type="button"` unless told otherwise so it never submits a form by accident.
 * While `loading` it stays focusable (aria-disabled, aria-busy) so keyboard users keep their place.
 */
export function Button({
  type = 'button',
  variant = 'primary',
  size = 'm',
  loading = false,
  finished = false,
  finishedLabel,
  startIcon,
  endIcon,
  fullWidth = false,
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const t = useTheme();
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const leading = loading ? <Spinner size="s" /> : finished ? <CheckIcon size="s" /> : startIcon;
  return (
    <button
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={handleClick}
      css={buttonStyle(t, { variant, size, fullWidth })}
      {...rest}
    >
      {leading}
      <span>{finished && finishedLabel !== undefined ? finishedLabel : children}</span>
      {loading || finished ? null : endIcon}
    </button>
  );
}
