import type { ProductCardLabels } from '@storefront/ui';
import { useMemo } from 'react';
import { useText } from '../../translations';

/**
 * The product card's texts in the shop's language, from the same keys the product page uses, so a card and
 * the product page never word the same thing differently (e.g. 'contact for price' on a hidePrice product).
 */
export function useProductCardLabels(): ProductCardLabels {
  const t = useText();
  return useMemo(
    () => ({
      addToCart: t('product.addToCart', 'Add to cart'),
      added: t('product.cardAdded', 'Added'),
      contactForPrice: t('product.contactForPrice', 'Contact for price'),
      addFavourite: t('product.addFavourite', 'Add to favourites'),
      removeFavourite: t('product.removeFavourite', 'Remove from favourites'),
      bestSeller: t('tag.bestSeller', 'Best seller'),
      newProduct: t('tag.newProduct', 'New'),
      recommended: t('tag.recommended', 'Recommended'),
      code: t('product.code', 'Article no.'),
      elNumber: t('product.elNumber', 'EL no.'),
      alternativeProductNumber: t('product.alternativeProductNumber', 'Alt. article no.'),
      quantity: t('product.quantity', 'Quantity'),
      imageUnavailable: t('product.imageUnavailable', 'Image not available'),
      newTab: t('common.opensInNewTab', 'opens in a new tab'),
    }),
    [t],
  );
}
