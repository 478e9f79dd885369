import { type FormRules, validateEmail } from '@storefront/domain';
import { TextField } from '@storefront/ui';
import { useState } from 'react';
import { formGrid } from '../shared/forms/form-grid';
import { useStepForm } from '../shared/forms/use-step-form';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
import { requestPasswordReset } from './password-reset-thunks';

/**
 * The one confirmation after a reset request, whatever the address: the shop never tells whether an account
 * has it (no account enumeration).
 */
export const RESET_LINK_SENT =
  'If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for one hour.';

const rules: FormRules<'email'> = { email: validateEmail };

/** What the request form reports to the modal or page around it. */
export interface ResetRequestState {
  sending: boolean;
  /** True once the server took the request: show {@link RESET_LINK_SENT}. */
  sent: boolean;
  /** The failure to list (rate limit, network), or null. */
  error: string | null;
}

/**
 * The e-mail form of a password reset request, shared by the reset password modal and the
 * ForgotPasswordPage. The submit button lives with the caller (a modal footer, a page), tied by `formId`.
 */
export function useResetRequestForm() {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ResetRequestState>({ sending: false, sent: false, error: null });
  const form = useStepForm(rules, { email: '' }, async (values) => {
    setState({ sending: true, sent: false, error: null });
    const result = await dispatch(requestPasswordReset({ email: values.email.trim() }));
    setState(
      requestPasswordReset.fulfilled.match(result)
        ? { sending: false, sent: true, error: null }
        : { sending: false, sent: false, error: result.payload ?? 'Unexpected error' },
    );
  });
  return { form, state };
}

/** Props of {@link ResetRequestFields}. */
export interface ResetRequestFieldsProps {
  formId: string;
  form: ReturnType<typeof useResetRequestForm>['form'];
}

/** The form element with its e-mail field. */
export function ResetRequestFields({ formId, form }: ResetRequestFieldsProps) {
  const t = useText();
  return (
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
    </form>
  );
}
