import { type FormRules, validatePassword } from '@storefront/domain';
import { Button, Modal, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { FormErrors } from '../auth/form-errors';
import { formGrid } from '../checkout/form-grid';
import { useStepForm } from '../checkout/use-step-form';
import { useText } from '../translations/use-text';

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
  const formId = useId();
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
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.changePassword', 'Change password')}
      closeLabel={t('common.close', 'Close')}
      footer={
        <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
          <FormErrors errors={errors} />
          {done ? (
            <Button type="button" fullWidth onClick={() => onOpenChange(false)}>
              {t('common.close', 'Close')}
            </Button>
          ) : (
            <Button type="submit" form={formId} fullWidth loading={saving}>
              {t('account.changePassword', 'Change password')}
            </Button>
          )}
        </div>
      }
    >
      {done ? (
        <p role="status">{confirmation}</p>
      ) : (
        <form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
          {askCurrent && (
            <TextField
              label={t('form.currentPassword', 'Current password')}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              value={form.values.currentPassword}
              error={form.errors.currentPassword}
              onChange={(event) => form.setValue('currentPassword', event.target.value)}
            />
          )}
          <TextField
            label={t('form.newPassword', 'New password')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            value={form.values.newPassword}
            error={form.errors.newPassword}
            onChange={(event) => form.setValue('newPassword', event.target.value)}
          />
        </form>
      )}
    </Modal>
  );
}
