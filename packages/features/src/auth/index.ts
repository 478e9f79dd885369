// `@storefront/features/auth`: this feature alone, for apps that import it without the rest of the package.
// Everything here is also exported by the root entry.

export type { LoginCredentials } from '../store/customer-auth-thunks';
export {
  customerSessionEnded,
  loginCustomer,
  logoutCustomer,
  registerCustomer,
  sessionCheckTick,
} from '../store/customer-auth-thunks';
export type { AccountButtonProps } from './account-button';
export { AccountButton } from './account-button';
export { ForgotPasswordPage, PASSWORD_RESET_DONE } from './forgot-password-page';
export type { LoginModalProps } from './login-modal';
export { LoginModal } from './login-modal';
export { requestPasswordReset, resetPassword } from './password-reset-thunks';
export { refreshCatalogueForSession, usePricesFollowSession } from './prices-follow-session';
export type { RegisterModalProps } from './register-modal';
export { RegisterModal } from './register-modal';
export type { ResetPasswordModalProps } from './reset-password-modal';
export { ResetPasswordModal } from './reset-password-modal';
export { RESET_LINK_SENT } from './reset-request-form';
export { startSessionCheck, useSessionCheck } from './session-check';
// Loaders of the parts other features load on demand, each its own chunk: `lazy(() => loadX().then(…))`.
export const loadLoginModal = () => import('./login-modal');
export const loadRegisterModal = () => import('./register-modal');
export const loadResetPasswordModal = () => import('./reset-password-modal');
