import type { OrderContact } from '@storefront/api-client';
import { type FormRules, validateEmail, validateName, validatePhoneNumber } from '@storefront/domain';
import { Button } from '@storefront/ui';
import { formGrid } from '../shared/forms/form-grid';
import { StepFormField } from '../shared/forms/step-form-field';
import { useStepForm } from '../shared/forms/use-step-form';
import type { CheckoutTexts } from './checkout-texts';

type ContactField = keyof OrderContact;

/** The contact step's rules: spec §5 name, e-mail and phone rules from @storefront/domain. */
export const contactRules: FormRules<ContactField> = {
  firstName: validateName,
  lastName: validateName,
  email: validateEmail,
  phoneNumber: validatePhoneNumber,
};

/** Props of {@link ContactForm}. */
export interface ContactFormProps {
  /** The details to start from (saved ones, else the signed-in customer's). */
  initial: OrderContact | null;
  texts: CheckoutTexts;
  /** Called with valid, trimmed details. */
  onSave: (contact: OrderContact) => void;
}

/** The contact step's form: first and last name, e-mail and phone, validated with the spec's messages. */
export function ContactForm({ initial, texts, onSave }: ContactFormProps) {
  const form = useStepForm(
    contactRules,
    {
      firstName: initial?.firstName ?? '',
      lastName: initial?.lastName ?? '',
      email: initial?.email ?? '',
      phoneNumber: initial?.phoneNumber ?? '',
    },
    (values) =>
      onSave({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        phoneNumber: values.phoneNumber.trim(),
      }),
  );
  return (
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
      <StepFormField form={form} name="firstName" label={texts.firstName} autoComplete="given-name" />
      <StepFormField form={form} name="lastName" label={texts.lastName} autoComplete="family-name" />
      <StepFormField form={form} name="email" label={texts.email} type="email" autoComplete="email" />
      <StepFormField
        form={form}
        name="phoneNumber"
        label={texts.phoneNumber}
        type="tel"
        autoComplete="tel"
        required={false}
      />
      <div css={{ gridColumn: '1 / -1' }}>
        <Button type="submit">{texts.save}</Button>
      </div>
    </form>
  );
}

/** The saved contact details as text. */
export function ContactSummary({ contact }: { contact: OrderContact | null }) {
  if (!contact) return null;
  return (
    <p css={{ margin: 0 }}>
      {contact.firstName} {contact.lastName}
      <br />
      {contact.email}
      {contact.phoneNumber ? (
        <>
          <br />
          {contact.phoneNumber}
        </>
      ) : null}
    </p>
  );
}
