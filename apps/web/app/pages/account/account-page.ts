// One chunk per page type: this module is the registry's dynamic-import target for AccountPage.
export { AccountPage as default } from '@storefront/features/account';
