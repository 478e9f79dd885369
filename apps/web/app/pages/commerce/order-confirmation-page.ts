// One chunk per page type: this module is the registry's dynamic-import target for OrderConfirmationPage.
export { OrderConfirmationPage as default } from '@storefront/features/order-confirmation';
