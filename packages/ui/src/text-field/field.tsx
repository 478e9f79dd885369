import { type ReactNode, useId } from 'react';

/** What a labelled control receives from {@link Field}: its id and the ARIA wiring of hint and message. */
export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Props of {@link Field}. */
export interface FieldProps {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Validation message (e.g. a spec §5 text); marks the control invalid and is announced with it. */
  error?: ReactNode;
  /** Control id; generated when absent. */
  id?: string;
  required?: boolean;
  /** Renders the control with the props that tie it to the label, hint and message. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every labelled form control shares (TextField, TextArea): label above, hint and message below,
 * `aria-invalid` when there is a message and `aria-describedby` pointing at hint and message, so screen
 * readers read both.
 */
export function Field({ label, hint, error, id, required, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[1] })}>
      <label htmlFor={controlId} css={(t) => ({ fontSize: t.fontSizes.s, fontWeight: t.fontWeights.medium })}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        id: controlId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <p id={hintId} css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.textMuted })}>
          {hint}
        </p>
      ) : null}
      {/* A div, not a p: a message may be a list (one line per pasted row that failed). */}
      {error ? (
        <div id={errorId} css={(t) => ({ fontSize: t.fontSizes.s, color: t.colors.danger })}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
