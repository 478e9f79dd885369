import type { RegisterBody } from '@storefront/api-client';
import {
  type FormRules,
  validateEmail,
  validateName,
  validatePassword,
  validatePhoneNumber,
} from '@storefront/domain';
import { Button, Modal, TextField } from '@storefront/ui';
import { useId } from 'react';
import { formGrid } from '../checkout/form-grid';
import { useStepForm } from '../checkout/use-step-form';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { useText } from '../translations/use-text';
import { registerCustomer } from './customer-auth-thunks';
import { FormErrors } from './form-errors';

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
  const formId = useId();
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
  const field = (name: RegisterField, label: string, type: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
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
      onBack={onBack}
      title={t('register.title', 'Create an account')}
      closeLabel={t('common.close', 'Close')}
      backLabel={t('common.back', 'Back')}
      footer={
        <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
          <FormErrors errors={status === 'failed' && error ? [error] : []} />
          <Button type="submit" form={formId} fullWidth loading={status === 'loading'}>
            {t('register.submit', 'Create account')}
          </Button>
        </div>
      }
    >
      <form id={formId} ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
        {field('firstName', t('form.firstName', 'First name'), 'text', 'given-name')}
        {field('lastName', t('form.lastName', 'Last name'), 'text', 'family-name')}
        {field('email', t('form.email', 'E-mail'), 'email', 'email')}
        {field('phoneNumber', t('form.phoneNumber', 'Phone number'), 'tel', 'tel')}
        {field('password', t('form.password', 'Password'), 'password', 'new-password')}
      </form>
    </Modal>
  );
}
