import type { ProductListingBlock as ProductListingBlockData } from '@storefront/api-client';
import { Link } from 'react-router';

/** A product listing block: a heading and a grid of product cards. */
export function ProductListingBlock({ block }: { block: ProductListingBlockData }) {
  return (
    <section css={(t) => ({ display: 'grid', gap: t.space[6] })}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul
        css={(t) => ({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
          gap: t.space[6],
          listStyle: 'none',
          padding: 0,
        })}
      >
        {block.products.map((product) => (
          <li key={product.code}>
            <Link to={product.url} css={(t) => ({ display: 'grid', gap: t.space[2], color: t.colors.text })}>
              {product.image ? (
                <img
                  src={product.image.src}
                  alt={product.image.alt}
                  width={product.image.width}
                  height={product.image.height}
                  loading="lazy"
                  css={{ width: '100%', height: 'auto' }}
                />
              ) : null}
              <span>{product.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
