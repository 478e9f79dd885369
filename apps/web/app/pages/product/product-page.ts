// One chunk per page type: this module is the registry's dynamic-import target for ProductBase/ProductPage.
export { ProductPage as default } from '@storefront/features/product';
