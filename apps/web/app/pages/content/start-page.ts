// One chunk per page type: this module is the registry's dynamic-import target for StartPage.
export { StartPage as default } from '@storefront/features/content';
