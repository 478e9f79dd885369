// One chunk per page type: this module is the registry's dynamic-import target for QuickOrderPage.
export { QuickOrderPage as default } from '@storefront/features/quick-order';
