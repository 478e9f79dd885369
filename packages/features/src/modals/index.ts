// `@storefront/features/modals`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.

export { AccountModalHost } from './account-modal-host';
export type { AccountModalName, AccountModalsState } from './account-modals-slice';
export {
  accountModalClosed,
  favouritesPickerOpened,
  loginModalOpened,
  registerModalOpened,
  resetPasswordModalOpened,
  selectAccountModals,
} from './account-modals-slice';
export { AccountRoot } from './account-root';
