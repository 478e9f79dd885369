// One chunk per page type: this module is the registry's dynamic-import target for BlockPreviewPage.
export { BlockPreviewPage as default } from '@storefront/features/content';
