import { type FormErrors, type FormRules, isFormValid, validateForm } from '@storefront/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';

/**
 * Local state of one checkout form: its values, the spec §5 messages from @storefront/domain's
 * `validateForm`, and a submit handler that only calls `onValid` when every rule passes. After a failed
 * submit the messages follow the typing, so a fixed field loses its message at once, and focus moves to
 * the first field with a message.
 */
export function useStepForm<F extends string>(
  rules: FormRules<F>,
  initial: Record<F, string>,
  onValid: (values: Record<F, string>) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<F>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (failedSubmits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedSubmits]);

  const setValue = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateForm(rules, next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateForm(rules, values);
    setErrors(found);
    setSubmitted(true);
    if (isFormValid(found)) onValid(values);
    else setFailedSubmits((count) => count + 1);
  };

  return { formRef, values, setValues, setValue, errors, onSubmit };
}
