import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';

/** Props of {@link Checkbox}. */
export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** The visible label. */
  label: ReactNode;
  /** Extra text after the label, e.g. a facet term count. */
  description?: ReactNode;
}

/** A native checkbox with its label; native so forms, keyboard and screen readers work as expected. */
export function Checkbox({ label, description, id, ...rest }: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div
      css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2], minHeight: t.sizes.control.s })}
    >
      <input
        id={inputId}
        type="checkbox"
        css={(t) => ({
          width: t.space[5],
          height: t.space[5],
          margin: 0,
          accentColor: t.colors.primary,
          cursor: 'pointer',
        })}
        {...rest}
      />
      <label htmlFor={inputId} css={{ cursor: 'pointer' }}>
        {label}
        {description !== undefined ? (
          <span css={(t) => ({ color: t.colors.textMuted, marginInlineStart: t.space[1] })}>
            {description}
          </span>
        ) : null}
      </label>
    </div>
  );
}
