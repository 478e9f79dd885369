import { Button, Modal, Stack } from '@storefront/ui';
import { type FormEvent, type ReactNode, type Ref, useId } from 'react';
import { useText } from '../../translations';
import { FormErrors } from './form-errors';
import { formGrid } from './form-grid';

const singleColumn = { display: 'grid' } as const;

/** Props of {@link FormModal}. */
export interface FormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The footer's submit button. */
  submitLabel: string;
  /** The submit button shows its loading state while the call runs. */
  saving?: boolean;
  /** Messages of the last call, listed above the submit button. */
  errors?: readonly string[];
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  /** After a success that keeps the modal open: shown instead of the form, with a close button. */
  confirmation?: ReactNode;
  /** Back to the modal this one was opened from. */
  onBack?: () => void;
  /** Two columns of fields from tablet width (the default), or one (a form of one field). */
  columns?: 1 | 2;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A form in a modal (spec §2: edit customer, change password, register, address, organisation user,
 * rename list …): the fields in the body, the call's errors as a list and the submit button in the footer
 * (outside the form, tied to it by `form=`), and an optional confirmation that replaces the form.
 */
export function FormModal({
  open,
  onOpenChange,
  title,
  submitLabel,
  saving = false,
  errors = [],
  onSubmit,
  formRef,
  confirmation,
  onBack,
  columns = 2,
  children,
}: FormModalProps) {
  const t = useText();
  const formId = useId();
  const done = confirmation !== undefined && confirmation !== null;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onBack={onBack}
      title={title}
      closeLabel={t('common.close', 'Close')}
      backLabel={onBack ? t('common.back', 'Back') : undefined}
      footer={
        <Stack gap={3}>
          <FormErrors errors={errors} />
          {done ? (
            <Button type="button" fullWidth onClick={() => onOpenChange(false)}>
              {t('common.close', 'Close')}
            </Button>
          ) : (
            <Button type="submit" form={formId} fullWidth loading={saving}>
              {submitLabel}
            </Button>
          )}
        </Stack>
      }
    >
      {done ? (
        <p role="status">{confirmation}</p>
      ) : (
        <form
          id={formId}
          ref={formRef}
          noValidate
          onSubmit={onSubmit}
          css={columns === 2 ? formGrid : singleColumn}
        >
          {children}
        </form>
      )}
    </Modal>
  );
}
