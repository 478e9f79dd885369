import type { Customer, UpdateCustomerBody } from '@storefront/api-client';
import { type FormRules, validateEmail, validateName, validatePhoneNumber } from '@storefront/domain';
import { Button, Modal, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { FormErrors } from '../auth/form-errors';
import { formGrid } from '../checkout/form-grid';
import { useStepForm } from '../checkout/use-step-form';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations/use-text';
import { updateCustomerDetails } from './account-thunks';

type CustomerField = keyof UpdateCustomerBody;

const customerRules: FormRules<CustomerField> = {
  firstName: validateName,
  lastName: validateName,
  email: validateEmail,
  phoneNumber: validatePhoneNumber,
};

/** Props of {@link EditCustomerModal}. */
export interface EditCustomerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  customer: Customer;
}

/** Edits the signed-in customer's name, e-mail and phone (spec §2 "edit customer" modal). */
export function EditCustomerModal({ open, onOpenChange, customer }: EditCustomerModalProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const form = useStepForm(
    customerRules,
    {
      firstName: customer.firstName,
      lastName: customer.lastName,
      email: customer.email,
      phoneNumber: customer.phoneNumber,
    },
    async (values) => {
      setSaving(true);
      const result = await dispatch(
        updateCustomerDetails({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phoneNumber: values.phoneNumber.trim(),
        }),
      );
      setSaving(false);
      if (updateCustomerDetails.fulfilled.match(result)) onOpenChange(false);
      else setErrors([result.payload ?? 'Unexpected error']);
    },
  );
  const field = (name: CustomerField, label: string, type: string) => (
    <TextField
      label={label}
      name={name}
      type={type}
      required={name !== 'phoneNumber'}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(event) => form.setValue(name, event.target.value)}
    />
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.editCustomer', 'Edit contact details')}
      closeLabel={t('common.close', 'Close')}
      footer={
        <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
          <FormErrors errors={errors} />
          <Button type="submit" form={formId} fullWidth loading={saving}>
            {t('common.save', 'Save')}
          </Button>
        </div>
      }
    >
      <form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
        {field('firstName', t('form.firstName', 'First name'), 'text')}
        {field('lastName', t('form.lastName', 'Last name'), 'text')}
        {field('email', t('form.email', 'E-mail'), 'email')}
        {field('phoneNumber', t('form.phoneNumber', 'Phone number'), 'tel')}
      </form>
    </Modal>
  );
}
