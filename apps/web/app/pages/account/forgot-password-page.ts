// One chunk per page type: this module is the registry's dynamic-import target for ForgotPasswordPage.
export { ForgotPasswordPage as default } from '@storefront/features/auth';
