// One chunk per page type: this module is the registry's dynamic-import target for StandardPage.
export { StandardPage as default } from '@storefront/features/content';
