// One chunk per page type: this module is the registry's dynamic-import target for CartPage.
export { CartPage as default } from '@storefront/features/cart';
