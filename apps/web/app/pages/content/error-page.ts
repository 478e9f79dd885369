// One chunk per page type: this module is the registry's dynamic-import target for ErrorPage.
export { ErrorPage as default } from '@storefront/features/content';
