import { CART_SUMMARY_TEXTS, lineStockWarningTexts, stockLevelTexts } from '@storefront/domain';
import type { TextLookup } from '../translations';
import { cartButtonTexts } from './cart-button-texts';

/**
 * Texts of the cart, mini cart and cart button from the API's translations, with English fallbacks.
 * One place, so stories and tests see the same words as the shop.
 */
export function cartTexts(t: TextLookup) {
  return {
    cart: t('cart.title', 'Cart'),
    miniCart: t('miniCart.title', 'Cart'),
    ...cartButtonTexts(t),
    empty: t('cart.empty', 'Your cart is empty.'),
    continueShopping: t('cart.continueShopping', 'Continue shopping'),
    loading: t('cart.loading', 'Loading the cart…'),
    code: t('product.code', 'Article no.'),
    elNumber: t('product.elNumber', 'EL no.'),
    quantity: t('cart.quantity', 'Quantity'),
    quantityOf: t('cart.quantityOf', 'Quantity of'),
    decrease: t('cart.decrease', 'Decrease quantity of'),
    increase: t('cart.increase', 'Increase quantity of'),
    unitPrice: t('cart.unitPrice', 'Unit price'),
    linePrice: t('cart.linePrice', 'Price'),
    remove: t('cart.remove', 'Remove'),
    removeLine: t('cart.removeLine', 'Remove from cart:'),
    emptyCart: t('cart.clear', 'Empty the cart'),
    updateCart: t('cart.update', 'Update cart'),
    items: t('cart.subtotal', 'Subtotal'),
    /** Labels of the summary rows by text key (the rows come from `cartSummaryRows`). */
    summaryLabels: Object.fromEntries(
      Object.values(CART_SUMMARY_TEXTS).map(({ textKey, defaultText }) => [textKey, t(textKey, defaultText)]),
    ) as Record<string, string>,
    pricesInclVat: t('cart.pricesInclVat', 'Prices include VAT'),
    pricesExclVat: t('cart.pricesExclVat', 'Prices exclude VAT'),
    goToCart: t('miniCart.viewCart', 'View cart'),
    goToCheckout: t('cart.toCheckout', 'Go to checkout'),
    warningOutOfStock: t('cart.outOfStockWarning', 'Some items do not have enough stock.'),
    warningNotActive: t('cart.notActiveWarning', 'Some items are discontinued.'),
    /** Line warnings by kind (not active, none in stock, short: `{count}` in stock). */
    lineStockWarnings: lineStockWarningTexts(t),
    stockLevels: stockLevelTexts(t),
    shareCart: t('cart.share', 'Share the cart'),
    shareLinkLabel: t('cart.shareLinkLabel', 'Link to this cart'),
    shareCopied: t('cart.shareCopied', 'Link copied'),
    copyLink: t('cart.copyLink', 'Copy link'),
    sharedCartLoaded: t('cart.sharedLoaded', 'The shared articles are now in your cart.'),
    shareIntro: t(
      'cart.shareIntro',
      'Anyone with this link can see these articles and add them to their cart.',
    ),
    shareCreating: t('cart.shareCreating', 'Making a link…'),
    shareFailed: t('cart.shareFailed', 'Could not make a link to the cart.'),
    tryAgain: t('cart.tryAgain', 'Try again'),
    sharedCartTitle: t('cart.sharedTitle', 'A shared cart'),
    sharedCartLoading: t('cart.sharedLoading', 'Loading the shared cart…'),
    sharedCartNotFound: t('cart.sharedNotFound', 'This shared cart could not be found.'),
    addSharedToCart: t('cart.addShared', 'Add these to my cart'),
    close: t('cart.close', 'Close'),
    variationColor: t('cart.variationColor', 'Colour'),
  };
}

/** The cart's texts. */
export type CartTexts = ReturnType<typeof cartTexts>;
