import { type FormRules, validatePassword } from '@storefront/domain';
import { useState } from 'react';
import { FormModal } from '../shared/forms/form-modal';
import { StepFormField } from '../shared/forms/step-form-field';
import { useStepForm } from '../shared/forms/use-step-form';
import { useText } from '../translations';

/** Shown when the current password field is left empty. */
export const CURRENT_PASSWORD_REQUIRED = 'Current password cannot be empty';

/** Props of {@link ChangePasswordModal}. */
export interface ChangePasswordModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the current password is asked for (own password) or not (an administrator sets a user's). */
  askCurrent: boolean;
  /** Saves; resolves to null on success or the error messages to list in the footer. */
  onSave: (passwords: { currentPassword: string; newPassword: string }) => Promise<string[] | null>;
  /** Shown after a successful change. */
  confirmation: string;
}

/**
 * Change password (spec §2/§4): the new password with the spec's 8-128 rule; success shows a
 * confirmation, a failure an error list in the footer.
 */
export function ChangePasswordModal({
  open,
  onOpenChange,
  askCurrent,
  onSave,
  confirmation,
}: ChangePasswordModalProps) {
  const t = useText();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const rules: FormRules<'currentPassword' | 'newPassword'> = {
    currentPassword: (value) =>
      !askCurrent || (value ?? '').length > 0 ? undefined : CURRENT_PASSWORD_REQUIRED,
    newPassword: validatePassword,
  };
  const form = useStepForm(rules, { currentPassword: '', newPassword: '' }, async (values) => {
    setSaving(true);
    const failed = await onSave(values);
    setSaving(false);
    setErrors(failed ?? []);
    setDone(failed === null);
  });
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.changePassword', 'Change password')}
      submitLabel={t('account.changePassword', 'Change password')}
      saving={saving}
      errors={errors}
      formRef={form.formRef}
      onSubmit={form.onSubmit}
      confirmation={done ? confirmation : undefined}
    >
      {askCurrent && (
        <StepFormField
          form={form}
          name="currentPassword"
          label={t('form.currentPassword', 'Current password')}
          type="password"
          autoComplete="current-password"
        />
      )}
      <StepFormField
        form={form}
        name="newPassword"
        label={t('form.newPassword', 'New password')}
        type="password"
        autoComplete="new-password"
      />
    </FormModal>
  );
}
