import type { ProductCard } from '@storefront/api-client';
import { Link } from 'react-router';
import type { ListingView } from './use-listing-view';

/** Props of {@link ListingProductCard}. */
export interface ListingProductCardProps {
  /** The product. */
  product: ProductCard;
  /** Grid tile or list row. */
  view: ListingView;
}

/** One product in a listing: image, name, code and link to the product page. */
export function ListingProductCard({ product, view }: ListingProductCardProps) {
  return (
    <article
      data-testid="product-card"
      data-code={product.code}
      css={(t) => ({
        display: 'flex',
        flexDirection: view === 'grid' ? 'column' : 'row',
        gap: t.space[3],
        height: '100%',
        padding: t.space[3],
        border: `${t.borderWidths.thin} solid ${t.colors.border}`,
        borderRadius: t.radii.m,
        background: t.colors.surface,
      })}
    >
      <img
        src={product.image.src}
        alt={product.image.alt}
        width={product.image.width}
        height={product.image.height}
        loading="lazy"
        css={{
          width: view === 'grid' ? '100%' : '30%',
          height: 'auto',
          aspectRatio: `${product.image.width} / ${product.image.height}`,
          objectFit: 'contain',
        }}
      />
      <div>
        <h3 css={(t) => ({ margin: 0, fontSize: t.fontSizes.m })}>
          <Link to={product.url} css={(t) => ({ color: t.colors.text })}>
            {product.name}
          </Link>
        </h3>
        {product.marketingText && (
          <p css={(t) => ({ margin: `${t.space[1]} 0`, color: t.colors.textMuted })}>
            {product.marketingText}
          </p>
        )}
        <p css={(t) => ({ margin: 0, fontSize: t.fontSizes.s, color: t.colors.textMuted })}>{product.code}</p>
      </div>
    </article>
  );
}
