import { TextField } from '@storefront/ui';
import type { useStepForm } from './use-step-form';

/** Props of {@link StepFormField}. */
export interface StepFormFieldProps<F extends string> {
  /** The form state from `useStepForm`. */
  form: Pick<ReturnType<typeof useStepForm<F>>, 'values' | 'errors' | 'setValue'>;
  name: F;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  required?: boolean;
}

/** A text field bound to one field of a `useStepForm` form: its value, its spec §5 message and its setter. */
export function StepFormField<F extends string>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  required = true,
}: StepFormFieldProps<F>) {
  return (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required={required}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(event) => form.setValue(name, event.target.value)}
    />
  );
}
