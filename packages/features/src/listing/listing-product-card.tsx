import type { ProductCard as ProductCardData } from '@storefront/api-client';
import { ProductCard } from '@storefront/ui';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { addToCart } from '../cart/cart-thunks';
import { selectIsSignedIn } from '../customer-session/customer-session-slice';
import { selectGlobalContent } from '../shell/site-content-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations/use-text';
import { selectPricesInclVat } from './select-prices-incl-vat';
import type { ListingView } from './use-listing-view';

/** Props of {@link ListingProductCard}. */
export interface ListingProductCardProps {
  /** The product. */
  product: ProductCardData;
  /** Grid tile or list row. */
  view: ListingView;
  /**
   * Load the image eagerly (the first row).
   * @default false
   */
  priority?: boolean;
}

/**
 * A product card in a listing, bound to the store: the ui ProductCard with the shopper's sign-in state,
 * the VAT setting, in-app links, translated stock texts, and add to cart through the cart slice (the card's
 * first variation is the article added).
 */
export function ListingProductCard({ product, view, priority = false }: ListingProductCardProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const globalContent = useAppSelector(selectGlobalContent);
  const onAddToCart = useCallback(
    async (_code: string, quantity: number) => {
      const code = product.variations[0]?.code ?? product.code;
      const result = await dispatch(addToCart({ code, quantity }));
      if (addToCart.rejected.match(result)) throw new Error('Could not add to cart');
    },
    [dispatch, product],
  );
  return (
    <div data-testid="product-card" data-code={product.code} css={{ height: '100%' }}>
      <ProductCard
        product={product}
        variant={view}
        signedIn={signedIn}
        inclVat={inclVat}
        onAddToCart={onAddToCart}
        priority={priority}
        {...(globalContent?.supportPage && { projectPriceUrl: globalContent.supportPage.url })}
        renderLink={(href, children) => <Link to={href}>{children}</Link>}
        stockTexts={{
          discontinued: t('stock.discontinued', 'Discontinued'),
          'not-in-stock': t('stock.notInStock', 'Not in stock'),
          'few-left': t('stock.fewLeft', 'Few left'),
          'in-stock-10': t('stock.inStock10', 'In stock (10+)'),
          'in-stock-50': t('stock.inStock50', 'In stock (50+)'),
        }}
      />
    </div>
  );
}
