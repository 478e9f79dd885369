import { Skeleton } from './skeleton';

/** Props of {@link ProductCardSkeleton}. */
export interface ProductCardSkeletonProps {
  /** Match the card variant so the page does not jump when cards arrive. @default 'grid' */
  variant?: 'grid' | 'list';
  /** Screen-reader text. @default 'Loading product' */
  label?: string;
}

/** Placeholder in the shape of a product card: image, name, text and price lines. */
export function ProductCardSkeleton({
  variant = 'grid',
  label = 'Loading product',
}: ProductCardSkeletonProps) {
  const list = variant === 'list';
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      css={(t) => ({
        display: 'grid',
        gridTemplateColumns: list ? `${t.space[32]} 1fr` : '1fr',
        gap: t.space[3],
        padding: t.space[3],
        border: `${t.borderWidths.thin} solid ${t.colors.border}`,
        borderRadius: t.radii.m,
        background: t.colors.surface,
      })}
    >
      <Skeleton aspectRatio={1} />
      <div css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[2] })}>
        <Skeleton width="40%" height="0.75rem" />
        <Skeleton width="85%" height="1.25rem" />
        <Skeleton width="65%" />
        <Skeleton width="30%" height="1.5rem" />
      </div>
    </div>
  );
}
