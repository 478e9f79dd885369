import type { TextLookup } from '../translations';

/**
 * The cart button's texts, apart from the rest of the cart's: the button is in every page's header, so it
 * should not bring the cart page's and mini cart's words along.
 */
export function cartButtonTexts(t: TextLookup) {
  return {
    cartButton: t('cart.button', 'Cart'),
    itemsInCart: t('cart.itemsInCart', 'items in cart'),
  };
}
