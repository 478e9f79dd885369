import { ProductCardSkeleton } from './product-card-skeleton';
import { Skeleton } from './skeleton';

/** Props of {@link ProductPageSkeleton}. */
export interface ProductPageSkeletonProps {
  /** Screen-reader text. @default 'Loading product page' */
  label?: string;
}

/**
 * The product page placeholder (spec §2): one main image, 4 small images, a text block and 4 small
 * product-card skeletons.
 */
export function ProductPageSkeleton({ label = 'Loading product page' }: ProductPageSkeletonProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      css={(t) => ({
        display: 'flex',
        flexDirection: 'column',
        gap: t.space[8],
        maxWidth: t.maxWidths.content,
        marginInline: 'auto',
      })}
    >
      <div
        css={(t) => ({
          display: 'grid',
          gap: t.space[6],
          gridTemplateColumns: '1fr',
          [t.mq.from('tablet')]: { gridTemplateColumns: '3fr 2fr' },
        })}
      >
        <div data-part="gallery" css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[3] })}>
          <div data-part="main-image">
            <Skeleton aspectRatio={4 / 3} />
          </div>
          <div css={(t) => ({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: t.space[3] })}>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} data-part="small-image">
                <Skeleton aspectRatio={1} />
              </div>
            ))}
          </div>
        </div>
        <div data-part="text" css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[3] })}>
          <Skeleton width="30%" height="0.875rem" />
          <Skeleton width="80%" height="2rem" />
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="90%" />
          <Skeleton width="60%" />
          <Skeleton width="50%" height="2.75rem" />
        </div>
      </div>
      <div
        css={(t) => ({
          display: 'grid',
          gap: t.space[4],
          gridTemplateColumns: 'repeat(2, 1fr)',
          [t.mq.from('tablet')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        })}
      >
        {[0, 1, 2, 3].map((i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
