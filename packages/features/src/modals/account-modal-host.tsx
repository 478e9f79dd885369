import { lazy, Suspense } from 'react';
import { loadLoginModal, loadRegisterModal, loadResetPasswordModal } from '../auth';
import { loadFavouritesPickerModal } from '../favourites';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  accountModalClosed,
  loginModalOpened,
  registerModalOpened,
  resetPasswordModalOpened,
  selectAccountModals,
} from './account-modals-slice';

// Loaded on demand (spec §2 "Modals: loaded on demand"): the sign-in code is not in the first page load.
const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => loadRegisterModal().then((m) => ({ default: m.RegisterModal })));
const ResetPasswordModal = lazy(() =>
  loadResetPasswordModal().then((m) => ({ default: m.ResetPasswordModal })),
);
const FavouritesPickerModal = lazy(() =>
  loadFavouritesPickerModal().then((m) => ({ default: m.FavouritesPickerModal })),
);

/**
 * Renders the account modal the account-modals slice has open: sign-in, registration, reset password or the
 * favourites list picker. Mount it once in the shell; any feature opens a modal by dispatching
 * `loginModalOpened`, `registerModalOpened` or `favouritesPickerOpened`.
 */
export function AccountModalHost() {
  const dispatch = useAppDispatch();
  const { open, reason, productCode } = useAppSelector(selectAccountModals);
  const onOpenChange = (next: boolean) => {
    if (!next) dispatch(accountModalClosed());
  };
  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      {open === 'login' && (
        <LoginModal
          open
          onOpenChange={onOpenChange}
          reason={reason}
          onRegister={() => dispatch(registerModalOpened())}
          onForgotPassword={() => dispatch(resetPasswordModalOpened())}
        />
      )}
      {open === 'resetPassword' && (
        <ResetPasswordModal open onOpenChange={onOpenChange} onBack={() => dispatch(loginModalOpened())} />
      )}
      {open === 'register' && (
        <RegisterModal open onOpenChange={onOpenChange} onBack={() => dispatch(loginModalOpened())} />
      )}
      {open === 'favouritesPicker' && productCode !== null && (
        <FavouritesPickerModal open onOpenChange={onOpenChange} productCode={productCode} />
      )}
    </Suspense>
  );
}
