import { css } from '@emotion/react';
import type { ProductCardSummary } from '@storefront/api-client';
import { stockLevelTexts } from '@storefront/domain';
import { ProductCard } from '@storefront/ui';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { addToCart } from '../cart';
import { selectIsSignedIn } from '../customer-session';
import { useFavouriteHeart } from '../favourites';
import { afterNextPaint } from '../shared/after-next-paint';
import { useKeepFocus } from '../shared/hooks/use-keep-focus';
import { useProductCardLabels } from '../shared/hooks/use-product-card-labels';
import { WarmPendingStyles } from '../shared/warm-pending-styles';
import { whenIdle } from '../shared/when-idle';
import { selectGlobalContent } from '../shell';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectPricesInclVat } from '../store/select-prices-incl-vat';
import { useText } from '../translations';
import { preloadVariationPicker, VariationPickerModal } from '../variation-picker';
import type { ListingView } from './use-listing-view';

/** Props of {@link ListingProductCard}. */
export interface ListingProductCardProps {
  /** The product, as a list holds it (a whole card from the API is one too). */
  product: ProductCardSummary;
  /** Grid tile or list row. */
  view: ListingView;
  /**
   * Load the image eagerly (the first row).
   * @default false
   */
  priority?: boolean;
}

// Static, so Emotion serialises it once rather than for each card on each render (issue 24).
const fillCellStyle = css({ height: '100%' });

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
 * with more opens the variation picker modal instead (after the press's pending state is painted), and the
 * card's button shows 'added' only when the shopper added from the picker. Keyboard focus stays on the card's control while a cart call disables it.
 * While the page is idle, a signed-in card fetches the picker's chunk (a product with variants) and puts the
 * button's pending-state styles into the style sheet, so the press inserts no rule and the picker opens with its
 * choices.
 * Memoised: a change of the listing that keeps this product (a ticked facet before its reload, the next
 * batch) does not render the card again.
 */
export const ListingProductCard = memo(function ListingProductCard({
  product,
  view,
  priority = false,
}: ListingProductCardProps) {
  const t = useText();
  const labels = useProductCardLabels();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const inclVat = useAppSelector(selectPricesInclVat);
  const globalContent = useAppSelector(selectGlobalContent);
  const { isFavourite, onFavouriteClick } = useFavouriteHeart();
  const [picker, setPicker] = useState<PickerRequest | null>(null);
  const stockTexts = useMemo(() => stockLevelTexts(t), [t]);
  const cardRef = useRef<HTMLDivElement>(null);
  useKeepFocus(cardRef);
  const choosesVariation = product.numberOfVariants > 1 && product.variations.length > 1;
  // The picker's body is its own chunk: fetched while the page is idle, it is there when a press opens it.
  useEffect(() => {
    if (!signedIn || !choosesVariation) return;
    return whenIdle(() => {
      preloadVariationPicker().catch(() => undefined);
    });
  }, [signedIn, choosesVariation]);
  const onAddToCart = useCallback(
    async (_code: string, quantity: number) => {
      if (choosesVariation) {
        // The card's button waits for the picker: added from it, or closed without adding. The press paints
        // the button's pending state first; the picker (its chunk, styles, scroll lock and focus move) opens
        // after that paint, so the click is answered at once (lab INP, issue 24).
        await new Promise<void>((resolve, reject) =>
          afterNextPaint(() => setPicker({ quantity, resolve, reject })),
        );
        return;
      }
      const code = product.variations[0]?.code ?? product.code;
      const result = await dispatch(addToCart({ code, quantity }));
      if (addToCart.rejected.match(result)) throw new Error('Could not add to cart');
    },
    [dispatch, product, choosesVariation],
  );
  return (
    <div ref={cardRef} data-testid="product-card" data-code={product.code} css={fillCellStyle}>
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
      {signedIn ? <WarmPendingStyles /> : null}
      <ProductCard
        product={product}
        variant={view}
        signedIn={signedIn}
        inclVat={inclVat}
        onAddToCart={onAddToCart}
        isFavourite={isFavourite(product.code)}
        onFavouriteClick={onFavouriteClick}
        // Before hydration a click on the heart would be lost: it shows disabled until it works (issue 23
        // item 9). Only the heart renders again when it does, not the card.
        favouriteDisabled="until-hydrated"
        priority={priority}
        labels={labels}
        {...(globalContent?.supportPage && { projectPriceUrl: globalContent.supportPage.url })}
        renderLink={(href, children) => <Link to={href}>{children}</Link>}
        stockTexts={stockTexts}
      />
    </div>
  );
});
