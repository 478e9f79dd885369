import type { Theme } from '@emotion/react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from './field';
import { inputStyles } from './input';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Validation message, or a list of them; marks the field invalid and is announced with it. */
  error?: ReactNode;
  /** Textarea id; generated when absent. */
  id?: string;
}

const textAreaStyles = (t: Theme) => ({
  ...inputStyles(t),
  paddingBlock: t.space[2],
  font: 'inherit',
  resize: 'vertical' as const,
});

/**
 * A labelled multi-line field (order notes, pasted order lines) with the same frame, look and ARIA wiring
 * as {@link TextField}.
 */
export function TextArea({ label, hint, error, id, required, rows = 4, ...rest }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id} required={required}>
      {(control) => <textarea css={textAreaStyles} rows={rows} {...control} {...rest} />}
    </Field>
  );
}
