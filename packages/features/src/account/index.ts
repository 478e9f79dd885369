// `@storefront/features/account`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.
export type { AccountPageProps } from './account-page';
export { AccountPage } from './account-page';
export { AccountSection } from './account-section';
export {
  changeOwnPassword,
  createCustomerAddress,
  deleteCustomerAddress,
  fetchOrderDetails,
  fetchOrderHistory,
  setPrimaryCustomerAddress,
  updateCustomerAddress,
  updateCustomerDetails,
} from './account-thunks';
export type { AccountView } from './account-views';
export { ACCOUNT_VIEWS, accountViewFrom } from './account-views';
export type { BulkCartChange, BulkCartPlan } from './bulk-cart-lines';
export { planBulkCartUpdate } from './bulk-cart-lines';
export { BulkCartView } from './bulk-cart-view';
export { ChangePasswordModal } from './change-password-modal';
export { filterFdvDocuments } from './fdv-filter';
export { FdvPage } from './fdv-page';
export { loadFdvDocuments } from './fdv-thunks';
export type { ReorderButtonProps } from './reorder-button';
export { ReorderButton } from './reorder-button';
