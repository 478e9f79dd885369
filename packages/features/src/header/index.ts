// `@storefront/features/header`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { CheckoutHeaderProps } from './checkout-header';
export { CheckoutHeader, showsCheckoutAccountLink } from './checkout-header';
export type { CountrySelectorProps } from './country-selector';
export { CountrySelector } from './country-selector';
export type { HeaderProps, HeaderSlots, HeaderUrls } from './header';
export { Header } from './header';
export type { HeaderIconLinkProps } from './header-icon-link';
export { HeaderIconLink } from './header-icon-link';
export type { HeaderSearchBoxProps } from './header-search-box';
export { HeaderSearchBox } from './header-search-box';
export type { HeaderTexts } from './header-texts';
export { headerTexts } from './header-texts';
export type { MegaMenuProps } from './mega-menu';
export { MegaMenu } from './mega-menu';
export { CATALOGUE_NAVIGATION_TYPES, menuOverviewLink } from './menu-overview-link';
export type { MobileMenuProps } from './mobile-menu';
export { MobileMenu } from './mobile-menu';
export type { SupportMenuProps } from './support-menu';
export { SupportMenu } from './support-menu';
export type { ThemeToggleProps } from './theme-toggle';
export { ThemeToggle } from './theme-toggle';
// Loaders of the parts other features load on demand, each its own chunk: `lazy(() => loadX().then(…))`.
export const loadCheckoutHeader = () => import('./checkout-header');
