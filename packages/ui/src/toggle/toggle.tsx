import { type ReactNode, useId, useState } from 'react';

/** Props of {@link Toggle}. */
export interface ToggleProps {
  /** The visible label, e.g. 'In stock only'. */
  label: ReactNode;
  /** Controlled state. */
  checked?: boolean;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state. */
  onCheckedChange?: (checked: boolean) => void;
  /** @default false */
  disabled?: boolean;
  id?: string;
}

/** An on/off switch (`role="switch"`, `aria-checked`), controlled or uncontrolled. */
export function Toggle({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  id,
}: ToggleProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const generated = useId();
  const buttonId = id ?? generated;
  const labelId = `${buttonId}-label`;
  const flip = () => {
    if (checked === undefined) setOwn(!on);
    onCheckedChange?.(!on);
  };
  return (
    <div css={(t) => ({ display: 'inline-flex', alignItems: 'center', gap: t.space[3] })}>
      <button
        id={buttonId}
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        disabled={disabled}
        onClick={flip}
        css={(t) => ({
          position: 'relative',
          flexShrink: 0,
          width: t.space[12],
          height: t.space[6],
          padding: 0,
          border: `${t.borderWidths.thin} solid ${on ? t.colors.primary : t.colors.borderStrong}`,
          borderRadius: t.radii.round,
          background: on ? t.colors.primary : t.colors.surfaceMuted,
          cursor: 'pointer',
          transition: `background ${t.durations.fast} ${t.easings.standard}`,
          '&::after': {
            content: '""',
            position: 'absolute',
            top: '50%',
            insetInlineStart: on ? `calc(100% - ${t.space[5]} - ${t.space[0.5]})` : t.space[0.5],
            width: t.space[5],
            height: t.space[5],
            borderRadius: t.radii.round,
            background: on ? t.colors.onPrimary : t.colors.borderStrong,
            transform: 'translateY(-50%)',
            transition: `inset-inline-start ${t.durations.fast} ${t.easings.standard}`,
          },
          '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
        })}
      />
      <label id={labelId} htmlFor={buttonId} css={{ cursor: 'pointer' }}>
        {label}
      </label>
    </div>
  );
}
