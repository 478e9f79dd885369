import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';
import { Input } from './input';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Validation message (e.g. a spec §5 text); marks the field invalid and is announced with it. */
  error?: ReactNode;
  /** Input id; generated when absent. */
  id?: string;
}

/**
 * A labelled input with hint and validation message: `aria-invalid` when there is an error and
 * `aria-describedby` pointing at the hint and the message, so screen readers read both.
 */
export function TextField({ label, hint, error, id, required, ...rest }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => <Input {...control} {...rest} />}
    </Field>
  );
}
