import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '../icons/chevron-down-icon';
import { inputStyles } from '../text-field/input';
import { visuallyHiddenStyles } from '../visually-hidden/visually-hidden';

/** One option of {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  /** The label (always there for screen readers; visible unless `hideLabel`). */
  label: ReactNode;
  /** The choices. */
  options: readonly SelectOption[];
  /** Keep the label for screen readers only (e.g. the sort select in a toolbar). @default false */
  hideLabel?: boolean;
}

/** A native select with a label, styled like the inputs. */
export function Select({ label, options, hideLabel = false, id, ...rest }: SelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div css={(t) => ({ display: 'flex', flexDirection: 'column', gap: t.space[1] })}>
      <label
        htmlFor={selectId}
        css={(t) =>
          hideLabel ? visuallyHiddenStyles : { fontSize: t.fontSizes.s, fontWeight: t.fontWeights.medium }
        }
      >
        {label}
      </label>
      <div css={{ position: 'relative' }}>
        <select
          id={selectId}
          css={(t) => ({
            ...inputStyles(t),
            appearance: 'none',
            paddingInlineEnd: t.space[10],
            cursor: 'pointer',
          })}
          {...rest}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          size="s"
          css={(t) => ({
            position: 'absolute',
            insetInlineEnd: t.space[3],
            top: '50%',
            transform: 'translateY(-50%)',
            pointerEvents: 'none',
          })}
        />
      </div>
    </div>
  );
}
