// One chunk per page type: this module is the registry's dynamic-import target for InspirationPage.
export { InspirationPage as default } from '@storefront/features/content';
