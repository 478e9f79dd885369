// The whole package. Each feature's exports live in its folder's index.ts, which is also its own entry
// (`@storefront/features/cart`, …): apps that need one feature import it without the rest.
export * from './account';
export * from './analytics';
export * from './auth';
export * from './cart';
export * from './checkout';
export * from './content';
export * from './customer-session';
export * from './errors';
export * from './favourites';
export * from './footer';
export * from './header';
export * from './listing';
export * from './modals';
export * from './navigation';
export * from './order-confirmation';
export * from './organisation';
export { FEATURES_PACKAGE } from './package-name';
export * from './page';
export * from './product';
export * from './quick-order';
export * from './quick-search';
export * from './search';
export * from './settings';
export * from './shell';
export * from './store';
export * from './theme';
export * from './translations';
