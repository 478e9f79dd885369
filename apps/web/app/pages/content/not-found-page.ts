// One chunk per page type: this module is the registry's dynamic-import target for NotFoundPage.
export { NotFoundPage as default } from '@storefront/features/content';
