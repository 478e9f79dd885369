import { type FormRules, validateEmail } from '@storefront/domain';
import { Button, Modal, Stack, TextField } from '@storefront/ui';
import { useId } from 'react';
import { FormErrors } from '../shared/forms/form-errors';
import { formGrid } from '../shared/forms/form-grid';
import { useStepForm } from '../shared/forms/use-step-form';
import { loginCustomer } from '../store/customer-auth-thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';

type LoginField = 'email' | 'password';

const PASSWORD_REQUIRED = 'Password cannot be empty';

/** Sign-in rules: a valid e-mail (spec §5 text) and a password (its length is the server's business). */
const loginRules: FormRules<LoginField> = {
  email: validateEmail,
  password: (value) => ((value ?? '').length > 0 ? undefined : PASSWORD_REQUIRED),
};

/** Props of {@link LoginModal}. */
export interface LoginModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the registration modal instead. */
  onRegister: () => void;
  /** Opens the reset password modal; without it the "Forgotten your password?" button is not shown. */
  onForgotPassword?: () => void;
  /** 'favourites' when an anonymous visitor pressed a heart: the modal says why it asks. */
  reason?: 'favourites' | null;
}

/**
 * The sign-in modal (spec §2): e-mail and password; on failure the server's message shows in the
 * footer (e.g. 'Wrong e-mail or password.'). Success closes it through the account modals slice.
 */
export function LoginModal({
  open,
  onOpenChange,
  onRegister,
  onForgotPassword,
  reason = null,
}: LoginModalProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const formId = useId();
  const { status, error } = useAppSelector((state) => state.customerSession);
  const form = useStepForm(loginRules, { email: '', password: '' }, (values) => {
    void dispatch(loginCustomer({ email: values.email.trim(), password: values.password }));
  });
  const loading = status === 'loading';
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.title', 'Sign in')}
      closeLabel={t('common.close', 'Close')}
      footer={
        <Stack gap={3}>
          <FormErrors errors={status === 'failed' && error ? [error] : []} />
          <Button type="submit" form={formId} fullWidth loading={loading}>
            {t('login.submit', 'Sign in')}
          </Button>
          <Button type="button" variant="ghost" fullWidth onClick={onRegister}>
            {t('login.register', 'Create an account')}
          </Button>
          {onForgotPassword && (
            <Button type="button" variant="ghost" fullWidth onClick={onForgotPassword}>
              {t('login.forgotPassword', 'Forgotten your password?')}
            </Button>
          )}
        </Stack>
      }
    >
      {reason === 'favourites' && <p>{t('login.fromFavourites', 'Sign in to save favourites.')}</p>}
      <form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
        <TextField
          label={t('login.email', 'E-mail')}
          name="email"
          type="email"
          autoComplete="username"
          required
          value={form.values.email}
          error={form.errors.email}
          onChange={(event) => form.setValue('email', event.target.value)}
        />
        <TextField
          label={t('login.password', 'Password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          error={form.errors.password}
          onChange={(event) => form.setValue('password', event.target.value)}
        />
      </form>
    </Modal>
  );
}
