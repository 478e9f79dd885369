import { Button, Modal, Stack } from '@storefront/ui';
import { useId } from 'react';
import { FormErrors } from '../shared/forms/form-errors';
import { useText } from '../translations';
import { RESET_LINK_SENT, ResetRequestFields, useResetRequestForm } from './reset-request-form';

/** Props of {@link ResetPasswordModal}. */
export interface ResetPasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Back to the sign-in modal. */
  onBack: () => void;
}

/**
 * The reset password modal (spec §2), opened from sign-in's "Forgotten your password?": asks for the e-mail
 * address and answers with one neutral confirmation whether or not an account has it. The link in the
 * e-mail opens the ForgotPasswordPage, where the new password is set.
 */
export function ResetPasswordModal({ open, onOpenChange, onBack }: ResetPasswordModalProps) {
  const t = useText();
  const formId = useId();
  const { form, state } = useResetRequestForm();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('resetPassword.title', 'Reset password')}
      closeLabel={t('common.close', 'Close')}
      onBack={onBack}
      backLabel={t('common.back', 'Back')}
      footer={
        <Stack gap={3}>
          <FormErrors errors={state.error ? [state.error] : []} />
          {state.sent ? (
            <Button type="button" fullWidth onClick={onBack}>
              {t('resetPassword.backToSignIn', 'Back to sign in')}
            </Button>
          ) : (
            <Button type="submit" form={formId} fullWidth loading={state.sending}>
              {t('resetPassword.submit', 'Send link')}
            </Button>
          )}
        </Stack>
      }
    >
      {state.sent ? (
        <p role="status">{t('resetPassword.sent', RESET_LINK_SENT)}</p>
      ) : (
        <>
          <p>
            {t(
              'resetPassword.intro',
              'Enter the e-mail address of your account and we will send you a link to choose a new password.',
            )}
          </p>
          <ResetRequestFields formId={formId} form={form} />
        </>
      )}
    </Modal>
  );
}
