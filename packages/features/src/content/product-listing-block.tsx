import type { ProductListingBlock as ProductListingBlockData } from '@storefront/api-client';
import { ProductCard, Stack } from '@storefront/ui';
import { Link } from 'react-router';
import { addToCart } from '../cart';
import { selectIsSignedIn } from '../customer-session';
import { useProductCardLabels } from '../shared/hooks/use-product-card-labels';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';

/**
 * A product listing block: a heading and a grid of the design system's product cards. Signed-in visitors see
 * prices (incl. or excl. VAT as the settings say) and add to the cart from the card.
 */
export function ProductListingBlock({ block }: { block: ProductListingBlockData }) {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const labels = useProductCardLabels();
  return (
    <Stack as="section" gap={6}>
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
            <ProductCard
              product={product}
              signedIn={signedIn}
              inclVat={inclVat}
              headingLevel={block.heading ? 3 : 2}
              labels={labels}
              onAddToCart={(code, quantity) => dispatch(addToCart({ code, quantity })).unwrap()}
              renderLink={(href, children) => <Link to={href}>{children}</Link>}
            />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
