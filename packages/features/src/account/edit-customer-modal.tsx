import type { Customer, UpdateCustomerBody } from '@storefront/api-client';
import { type FormRules, validateEmail, validateName, validatePhoneNumber } from '@storefront/domain';
import { useState } from 'react';
import { FormModal } from '../shared/forms/form-modal';
import { PersonFields } from '../shared/forms/person-fields';
import { useStepForm } from '../shared/forms/use-step-form';
import { useAppDispatch } from '../store/hooks';
import { useText } from '../translations';
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
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={t('account.editCustomer', 'Edit contact details')}
      submitLabel={t('common.save', 'Save')}
      saving={saving}
      errors={errors}
      formRef={form.formRef}
      onSubmit={form.onSubmit}
    >
      <PersonFields form={form} ownDetails />
    </FormModal>
  );
}
