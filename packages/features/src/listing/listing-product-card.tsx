import type { ProductCard as ProductCardData } from '@storefront/api-client';
import { ProductCard } from '@storefront/ui';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { addToCart } from '../cart/cart-thunks';
import { useKeepFocus } from '../cart/use-keep-focus';
import { selectIsSignedIn } from '../customer-session/customer-session-slice';
import { useFavouriteHeart } from '../favourites/use-favourite-heart';
import { VariationPickerModal } from '../product/variation-picker-modal';
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

/** The variation picker opened from the card: the card's quantity, and how its add-to-cart press ends. */
interface PickerRequest {
  quantity: number;
  resolve: () => void;
  reject: (reason: Error) => void;
}

/**
 * A product card in a listing, bound to the store: the ui ProductCard with the shopper's sign-in state,
 * the VAT setting, in-app links, translated stock texts, the favourite heart (sign-in modal or list
 * picker), and add to cart through the cart slice. A product with one variant adds that variation; one
 * with more opens the variation picker modal instead, and the card's button shows 'added' only when the
 * shopper added from the picker. Keyboard focus stays on the card's control while a cart call disables it.
 */
export function ListingProductCard({ product, view, priority = false }: ListingProductCardProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const globalContent = useAppSelector(selectGlobalContent);
  const { isFavourite, onFavouriteClick } = useFavouriteHeart();
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  useKeepFocus(cardRef);
  const choosesVariation = product.numberOfVariants > 1 && product.variations.length > 1;
  const onAddToCart = useCallback(
    async (_code: string, quantity: number) => {
      if (choosesVariation) {
        // The card's button waits for the picker: added from it, or closed without adding.
        await new Promise<void>((resolve, reject) => setPicker({ quantity, resolve, reject }));
        return;
      }
      const code = product.variations[0]?.code ?? product.code;
      const result = await dispatch(addToCart({ code, quantity }));
      if (addToCart.rejected.match(result)) throw new Error('Could not add to cart');
    },
    [dispatch, product, choosesVariation],
  );
  return (
    <div ref={cardRef} data-testid="product-card" data-code={product.code} css={{ height: '100%' }}>
      {picker ? (
        <VariationPickerModal
          open
          product={product}
          initialQuantity={picker.quantity}
          onAdded={() => picker.resolve()}
          onOpenChange={(open) => {
            if (open) return;
            // Rejecting after a resolve is a no-op, so closing after adding keeps the 'added' state.
            picker.reject(new Error('No variation added'));
            setPicker(null);
          }}
        />
      ) : null}
      <ProductCard
        product={product}
        variant={view}
        signedIn={signedIn}
        inclVat={inclVat}
        onAddToCart={onAddToCart}
        isFavourite={isFavourite(product.code)}
        onFavouriteClick={onFavouriteClick}
        priority={priority}
        {...(globalContent?.supportPage && { projectPriceUrl: globalContent.supportPage.url })}
        renderLink={(href, children) => <Link to={href}>{children}</Link>}
        labels={{
          addToCart: t('product.addToCart', 'Add to cart'),
          added: t('product.added', 'Added to cart'),
          contactForPrice: t('product.contactForPrice', 'Contact us for price'),
          addFavourite: t('product.addFavourite', 'Add to favourites'),
          removeFavourite: t('product.removeFavourite', 'Remove from favourites'),
          bestSeller: t('tag.bestSeller', 'Best seller'),
          newProduct: t('tag.newProduct', 'New'),
          recommended: t('tag.recommended', 'Recommended'),
          // The same article and EL number labels as the product page and the cart.
          code: t('product.code', 'Article no.'),
          elNumber: t('product.elNumber', 'EL no.'),
          alternativeProductNumber: t('product.alternativeProductNumber', 'Alt. article no.'),
          quantity: t('product.quantity', 'Quantity'),
          imageUnavailable: t('product.imageMissing', 'Image missing'),
          newTab: t('common.newTab', 'opens in a new tab'),
        }}
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
