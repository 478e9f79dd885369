import type { OrderContact } from '@storefront/api-client';
import { type FormRules, validateEmail, validateName, validatePhoneNumber } from '@storefront/domain';
import { Button, TextField } from '@storefront/ui';
import type { CheckoutTexts } from './checkout-texts';
import { formGrid } from './form-grid';
import { useStepForm } from './use-step-form';

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
  const field = (name: ContactField, label: string, type = 'text', autoComplete?: string) => (
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
    <form ref={form.formRef} noValidate onSubmit={form.onSubmit} css={formGrid}>
      {field('firstName', texts.firstName, 'text', 'given-name')}
      {field('lastName', texts.lastName, 'text', 'family-name')}
      {field('email', texts.email, 'email', 'email')}
      {field('phoneNumber', texts.phoneNumber, 'tel', 'tel')}
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
