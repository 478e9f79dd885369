import { type FormRules, validatePassword } from '@storefront/domain';
import { Button, Container, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PageComponentProps } from '../content';
import { loginModalOpened } from '../modals';
import { FormErrors } from '../shared/forms/form-errors';
import { formGrid } from '../shared/forms/form-grid';
import { useStepForm } from '../shared/forms/use-step-form';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { resetPassword } from './password-reset-thunks';
import { RESET_LINK_SENT, ResetRequestFields, useResetRequestForm } from './reset-request-form';

/** Shown once the new password is saved. */
export const PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with the new password.';

const newPasswordRules: FormRules<'newPassword'> = { newPassword: validatePassword };

function RequestLink() {
  const t = useText();
  const formId = useId();
  const { form, state } = useResetRequestForm();
  if (state.sent) return <p role="status">{t('resetPassword.sent', RESET_LINK_SENT)}</p>;
  return (
    <>
      <p>
        {t(
          'resetPassword.intro',
          'Enter the e-mail address of your account and we will send you a link to choose a new password.',
        )}
      </p>
      <ResetRequestFields formId={formId} form={form} />
      <FormErrors errors={state.error ? [state.error] : []} />
      <Button type="submit" form={formId} loading={state.sending} css={{ justifySelf: 'start' }}>
        {t('resetPassword.submit', 'Send link')}
      </Button>
    </>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const t = useText();
  const dispatch = useAppDispatch();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useStepForm(newPasswordRules, { newPassword: '' }, async ({ newPassword }) => {
    setSaving(true);
    setError(null);
    const result = await dispatch(resetPassword({ token, newPassword }));
    setSaving(false);
    if (resetPassword.fulfilled.match(result)) setDone(true);
    else setError(result.payload ?? 'Unexpected error');
  });
  if (done) {
    return (
      <>
        <p role="status">{t('resetPassword.done', PASSWORD_RESET_DONE)}</p>
        <Button onClick={() => dispatch(loginModalOpened())} css={{ justifySelf: 'start' }}>
          {t('login.submit', 'Sign in')}
        </Button>
      </>
    );
  }
  return (
    <>
      <form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
        <TextField
          label={t('resetPassword.newPassword', 'New password')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          value={form.values.newPassword}
          error={form.errors.newPassword}
          onChange={(event) => form.setValue('newPassword', event.target.value)}
        />
      </form>
      <FormErrors errors={error ? [error] : []} />
      <Button type="submit" form={formId} loading={saving} css={{ justifySelf: 'start' }}>
        {t('resetPassword.save', 'Save new password')}
      </Button>
    </>
  );
}

/**
 * The ForgotPasswordPage (spec §2): without a token it asks for the e-mail address and sends a reset link
 * (one neutral confirmation for every address); opened from the link (`?token=`), it sets the new password
 * with the spec's 8-128 rule and then offers sign-in. A used or expired link shows the server's message.
 */
export function ForgotPasswordPage({ page }: PageComponentProps) {
  const t = useText();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Container width="small" gap={4}>
      <h1 css={{ margin: 0 }}>
        {token
          ? t('resetPassword.chooseTitle', 'Choose a new password')
          : page.pageTitle || t('resetPassword.title', 'Reset password')}
      </h1>
      {token ? <ChooseNewPassword token={token} /> : <RequestLink />}
    </Container>
  );
}
