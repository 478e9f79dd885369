import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Props of {@link HeaderIconLink}. */
export interface HeaderIconLinkProps {
  /** Where the link goes. */
  to: string;
  /** Accessible name (the icon is decorative). */
  label: string;
  icon: ReactNode;
  /** A count shown as a badge when above 0, e.g. the cart's number of items. */
  count?: number;
  /** How screen readers hear the count; `{count}` is replaced, e.g. '{count} items in the cart'. */
  countLabel?: string;
}

/** An icon link of the header (account, favourites, cart) with an optional count badge. */
export function HeaderIconLink({ to, label, icon, count = 0, countLabel = '{count}' }: HeaderIconLinkProps) {
  return (
    <Link
      to={to}
      aria-label={count > 0 ? `${label}, ${countLabel.replace('{count}', String(count))}` : label}
      title={label}
      css={(t) => ({
        position: 'relative',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        minWidth: t.sizes.touchTarget,
        minHeight: t.sizes.touchTarget,
        color: t.colors.text,
      })}
    >
      {icon}
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="count-badge"
          css={(t) => ({
            position: 'absolute',
            top: t.space[1],
            right: 0,
            minWidth: t.space[5],
            height: t.space[5],
            padding: `0 ${t.space[1]}`,
            borderRadius: t.radii.round,
            background: t.colors.primary,
            color: t.colors.onPrimary,
            fontSize: t.fontSizes.xs,
            fontWeight: t.fontWeights.bold,
            lineHeight: t.space[5],
            textAlign: 'center',
          })}
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
