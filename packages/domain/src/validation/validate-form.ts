import type { FieldValidator } from './validators';

/** The rules of a form: one rule per field name. */
export type FormRules<F extends string> = Readonly<Record<F, FieldValidator>>;

/** Field errors of a form: only the fields that failed, with their message. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Validates every field of a form and answers the errors of the failing fields only; an empty object
 * means the form is valid. Values that are not text (a number from a stepper, say) are checked as text.
 *
 * @example
 * validateForm({ firstName: validateName }, { firstName: '' }); // { firstName: 'Name has to be 1-40 characters' }
 */
export function validateForm<F extends string>(
  rules: FormRules<F>,
  values: Readonly<Partial<Record<F, string | number | null | undefined>>>,
): FormErrors<F> {
  const errors: FormErrors<F> = {};
  for (const field of Object.keys(rules) as F[]) {
    const raw = values[field];
    const error = rules[field](typeof raw === 'number' ? String(raw) : raw);
    if (error !== undefined) errors[field] = error;
  }
  return errors;
}

/** True when `validateForm` found nothing. */
export function isFormValid<F extends string>(errors: FormErrors<F>): boolean {
  return Object.keys(errors).length === 0;
}
