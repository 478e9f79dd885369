// One chunk per page type: this module is the registry's dynamic-import target for SearchPage.
export { SearchPage as default } from '@storefront/features/search';
