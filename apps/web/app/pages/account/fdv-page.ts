// One chunk per page type: this module is the registry's dynamic-import target for FdvPage.
export { FdvPage as default } from '@storefront/features/account';
