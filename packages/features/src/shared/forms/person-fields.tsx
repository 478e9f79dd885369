import { useText } from '../../translations';
import { StepFormField, type StepFormFieldProps } from './step-form-field';

/** The fields of a person's contact details. */
export type PersonField = 'firstName' | 'lastName' | 'email' | 'phoneNumber';

/** Props of {@link PersonFields}. */
export interface PersonFieldsProps {
  /** A `useStepForm` form with (at least) the person fields. */
  form: StepFormFieldProps<PersonField>['form'];
  /**
   * The signed-in person's own details (register, edit customer): the browser may fill them in. Off for
   * somebody else's (an administrator adding a user), where it would offer the administrator's own.
   */
  ownDetails?: boolean;
}

/** First name, last name, e-mail and phone (optional) of a modal form, with the spec §5 messages. */
export function PersonFields({ form, ownDetails = false }: PersonFieldsProps) {
  const t = useText();
  const autoComplete = (token: string) => (ownDetails ? token : 'off');
  return (
    <>
      <StepFormField
        form={form}
        name="firstName"
        label={t('form.firstName', 'First name')}
        autoComplete={autoComplete('given-name')}
      />
      <StepFormField
        form={form}
        name="lastName"
        label={t('form.lastName', 'Last name')}
        autoComplete={autoComplete('family-name')}
      />
      <StepFormField
        form={form}
        name="email"
        label={t('form.email', 'E-mail')}
        type="email"
        autoComplete={autoComplete('email')}
      />
      <StepFormField
        form={form}
        name="phoneNumber"
        label={t('form.phoneNumber', 'Phone number')}
        type="tel"
        autoComplete={autoComplete('tel')}
        required={false}
      />
    </>
  );
}
