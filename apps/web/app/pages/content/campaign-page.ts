// One chunk per page type: this module is the registry's dynamic-import target for CampaignPage.
export { CampaignPage as default } from '@storefront/features/content';
