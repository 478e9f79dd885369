import { VisuallyHidden } from '../visually-hidden/visually-hidden';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The count, e.g. items in the cart. Nothing renders at 0 or below. */
  count: number;
  /**
   * Counts above this show as `max+`.
   * @default 99
   */
  max?: number;
  /**
   * Screen-reader text; when absent the badge is hidden from assistive technology, because the
   * button it sits on should carry the count in its own name (e.g. 'Cart, 3 items').
   */
  label?: string;
}

/** A small count bubble (cart and favourites buttons). */
export function Badge({ count, max = 99, label }: BadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden={label ? undefined : true}
      css={(t) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: t.space[5],
        height: t.space[5],
        paddingInline: t.space[1],
        borderRadius: t.radii.round,
        background: t.colors.primary,
        color: t.colors.onPrimary,
        fontSize: t.fontSizes.xs,
        fontWeight: t.fontWeights.bold,
        lineHeight: 1,
        fontVariantNumeric: 'tabular-nums',
      })}
    >
      <span aria-hidden={label ? true : undefined}>{count > max ? `${max}+` : count}</span>
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  );
}
