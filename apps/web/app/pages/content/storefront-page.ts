// One chunk per page type: this module is the registry's dynamic-import target for StorefrontPage.
export { StorefrontPage as default } from '@storefront/features/content';
