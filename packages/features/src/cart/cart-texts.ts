import type { TextLookup } from '../translations/use-text';

/**
 * Texts of the cart, mini cart and cart button from the API's translations, with English fallbacks.
 * One place, so stories and tests see the same words as the shop.
 */
export function cartTexts(t: TextLookup) {
  return {
    cart: t('cart.title', 'Cart'),
    cartButton: t('cart.button', 'Cart'),
    itemsInCart: t('cart.itemsInCart', 'items in cart'),
    empty: t('cart.empty', 'Your cart is empty.'),
    continueShopping: t('cart.continueShopping', 'Continue shopping'),
    loading: t('cart.loading', 'Loading the cart…'),
    code: t('cart.code', 'Article no.'),
    elNumber: t('cart.elNumber', 'EL no.'),
    quantity: t('cart.quantity', 'Quantity'),
    quantityOf: t('cart.quantityOf', 'Quantity of'),
    decrease: t('cart.decrease', 'Decrease quantity of'),
    increase: t('cart.increase', 'Increase quantity of'),
    unitPrice: t('cart.unitPrice', 'Unit price'),
    linePrice: t('cart.linePrice', 'Price'),
    remove: t('cart.remove', 'Remove'),
    removeLine: t('cart.removeLine', 'Remove from cart:'),
    emptyCart: t('cart.emptyCart', 'Empty the cart'),
    updateCart: t('cart.update', 'Update cart'),
    items: t('cart.items', 'Items'),
    shipping: t('cart.shipping', 'Shipping'),
    vat: t('cart.vat', 'VAT'),
    totalInclVat: t('cart.totalInclVat', 'Total incl. VAT'),
    totalExclVat: t('cart.totalExclVat', 'Total excl. VAT'),
    pricesInclVat: t('cart.pricesInclVat', 'Prices include VAT'),
    pricesExclVat: t('cart.pricesExclVat', 'Prices exclude VAT'),
    goToCart: t('cart.goToCart', 'Go to cart'),
    goToCheckout: t('cart.goToCheckout', 'Go to checkout'),
    warningOutOfStock: t(
      'cart.warningOutOfStock',
      'Some articles are short on stock: we have fewer than you ordered. Lower the quantity or expect split deliveries.',
    ),
    warningNotActive: t(
      'cart.warningNotActive',
      'Some articles are no longer sold. Remove them before checking out.',
    ),
    lineShortOnStock: t('cart.lineShortOnStock', 'Only {count} in stock'),
    lineNotActive: t('cart.lineNotActive', 'No longer sold'),
    shareCart: t('cart.share', 'Share cart'),
    shareLinkLabel: t('cart.shareLinkLabel', 'Link to this cart'),
    shareCopied: t('cart.shareCopied', 'Link copied'),
    copyLink: t('cart.copyLink', 'Copy link'),
    sharedCartLoaded: t('cart.sharedLoaded', 'The shared articles are now in your cart.'),
    close: t('cart.close', 'Close'),
  };
}

/** The cart's texts. */
export type CartTexts = ReturnType<typeof cartTexts>;
