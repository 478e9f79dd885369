import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
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
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[1] })}>
      <label htmlFor={inputId} css={(t) => ({ fontSize: t.fontSizes.s, fontWeight: t.fontWeights.medium })}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <Input
        id={inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint ? (
        <p id={hintId} css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.danger })}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
