import type { Approval } from '@storefront/api-client';
import { REJECTION_REASON_MAX_LENGTH } from '@storefront/domain';
import { Button, Modal, Stack, TextField } from '@storefront/ui';
import { useState } from 'react';
import { FormErrors } from '../shared/forms/form-errors';
import { useText } from '../translations';

/** Props of {@link RejectOrderModal}. */
export interface RejectOrderModalProps {
  approval: Approval;
  onOpenChange: (open: boolean) => void;
  /** Rejects with the reason; answers the failure texts to show, or null when done. */
  onReject: (reason: string) => Promise<string[] | null>;
}

/** Asks for the reason of a rejection (required: the purchaser reads it with the order) and rejects. */
export function RejectOrderModal({ approval, onOpenChange, onReject }: RejectOrderModalProps) {
  const t = useText();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setSaving(true);
    const failed = await onReject(reason.trim());
    setSaving(false);
    if (failed) setErrors(failed);
  };
  return (
    <Modal
      open
      onOpenChange={onOpenChange}
      title={t('approvals.rejectTitle', 'Reject order {orderNumber}').replace(
        '{orderNumber}',
        approval.orderNumber,
      )}
      closeLabel={t('common.close', 'Close')}
      footer={
        <Stack gap={3}>
          <FormErrors errors={errors} />
          <Button variant="danger" fullWidth loading={saving} onClick={() => void submit()}>
            {t('approvals.reject', 'Reject')}
          </Button>
        </Stack>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('approvals.reason', 'Reason (shown to the purchaser)')}
          name="reason"
          required
          maxLength={REJECTION_REASON_MAX_LENGTH}
          value={reason}
          error={missing ? t('approvals.reasonRequired', 'Write why the order is rejected.') : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value.trim() !== '') setMissing(false);
          }}
        />
      </form>
    </Modal>
  );
}
