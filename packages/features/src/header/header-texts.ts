import type { TextLookup } from '../translations';

/**
 * The header's texts from the API's translations, with English fallbacks for keys a site has not
 * translated. One place, so stories and tests see the same words as the shop.
 */
export function headerTexts(t: TextLookup) {
  return {
    home: t('header.home', 'home'),
    mainNavigation: t('header.mainNavigation', 'Main navigation'),
    headerLinks: t('header.links', 'Shortcuts'),
    seeAllProducts: t('header.seeAllProducts', 'See all products'),
    seeOverview: t('header.seeOverview', 'See overview'),
    openMenu: t('header.openMenu', 'Open menu'),
    closeMenu: t('header.closeMenu', 'Close menu'),
    menu: t('header.menu', 'Menu'),
    back: t('header.back', 'Back'),
    search: t('header.search', 'Search'),
    searchPlaceholder: t('header.searchPlaceholder', 'Search products, categories and articles'),
    clearSearch: t('header.clearSearch', 'Clear search'),
    cart: t('header.cart', 'Cart'),
    cartCount: t('header.cartCount', '{count} items in the cart'),
    account: t('header.account', 'Account'),
    signIn: t('header.signIn', 'Sign in'),
    favourites: t('header.favourites', 'Favourites'),
    support: t('header.support', 'Customer service'),
    supportEmail: t('header.supportEmail', 'E-mail us'),
    supportPhone: t('header.supportPhone', 'Call us'),
    country: t('header.country', 'Country and language'),
    darkTheme: t('header.darkTheme', 'Dark theme'),
    skipToContent: t('header.skipToContent', 'Skip to main content'),
  };
}

/** The header's texts. */
export type HeaderTexts = ReturnType<typeof headerTexts>;
