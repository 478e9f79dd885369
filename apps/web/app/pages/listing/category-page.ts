// One chunk per page type: this module is the registry's dynamic-import target for CategoryBase/CategoryPage.
export { CategoryPage as default } from '@storefront/features/listing';
