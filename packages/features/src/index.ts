// The whole package. Each feature's exports live in its folder's index.ts, which is also its own entry
// (`@storefront/features/cart`, …): apps that need one feature import it without the rest.
export * from './account/index';
export * from './analytics/index';
export * from './auth/index';
export * from './cart/index';
export * from './checkout/index';
export * from './content/index';
export * from './customer-session/index';
export * from './errors/index';
export * from './favourites/index';
export * from './footer/index';
export * from './header/index';
export * from './listing/index';
export * from './modals/index';
export * from './navigation/index';
export * from './order-confirmation/index';
export * from './organisation/index';
export { FEATURES_PACKAGE } from './package-name';
export * from './page/index';
export * from './product/index';
export * from './quick-order/index';
export * from './quick-search/index';
export * from './search/index';
export * from './settings/index';
export * from './shell/index';
export * from './store/index';
export * from './theme/index';
export * from './translations/index';
