// One chunk per page type: this module is the registry's dynamic-import target for InformationPage.
export { InformationPage as default } from '@storefront/features/content';
