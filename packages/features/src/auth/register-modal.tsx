import type { RegisterBody } from '@storefront/api-client';
import {
  type FormRules,
  validateEmail,
  validateName,
  validatePassword,
  validatePhoneNumber,
} from '@storefront/domain';
import { FormModal } from '../shared/forms/form-modal';
import { PersonFields } from '../shared/forms/person-fields';
import { StepFormField } from '../shared/forms/step-form-field';
import { useStepForm } from '../shared/forms/use-step-form';
import { registerCustomer } from '../store/customer-auth-thunks';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations';

type RegisterField = keyof RegisterBody;

/** Registration rules: the spec §5 messages from @storefront/domain. */
export const registerRules: FormRules<RegisterField> = {
  firstName: validateName,
  lastName: validateName,
  email: validateEmail,
  phoneNumber: validatePhoneNumber,
  password: validatePassword,
};

/** Props of {@link RegisterModal}. */
export interface RegisterModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Back to the sign-in modal. */
  onBack?: () => void;
}

/**
 * Registers a private customer (spec §2 "register" modal). Every field is checked with the spec's
 * messages before anything is sent; the server's answer (e.g. a taken e-mail) shows in the footer.
 */
export function RegisterModal({ open, onOpenChange, onBack }: RegisterModalProps) {
  const t = useText();
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector((state) => state.customerSession);
  const form = useStepForm(
    registerRules,
    { firstName: '', lastName: '', email: '', phoneNumber: '', password: '' },
    (values) => {
      void dispatch(
        registerCustomer({
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          email: values.email.trim(),
          phoneNumber: values.phoneNumber.trim(),
          password: values.password,
        }),
      );
    },
  );
  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      onBack={onBack}
      title={t('register.title', 'Create an account')}
      submitLabel={t('register.submit', 'Create account')}
      saving={status === 'loading'}
      errors={status === 'failed' && error ? [error] : []}
      formRef={form.formRef}
      onSubmit={form.onSubmit}
    >
      <PersonFields form={form} ownDetails />
      <StepFormField
        form={form}
        name="password"
        label={t('form.password', 'Password')}
        type="password"
        autoComplete="new-password"
      />
    </FormModal>
  );
}
