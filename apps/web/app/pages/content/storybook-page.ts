// One chunk per page type: this module is the registry's dynamic-import target for StorybookPage.
export { StorybookPage as default } from '@storefront/features/content';
