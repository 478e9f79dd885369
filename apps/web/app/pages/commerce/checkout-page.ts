// One chunk per page type: this module is the registry's dynamic-import target for CheckoutPage.
export { CheckoutPage as default } from '@storefront/features/checkout';
