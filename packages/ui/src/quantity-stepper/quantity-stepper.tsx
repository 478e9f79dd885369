import { css, useTheme } from '@emotion/react';
import {
  parseQuantityInput,
  STEPPER_MIN_QUANTITY,
  sanitizeQuantityInput,
  stepperState,
  stepQuantity,
} from '@storefront/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { MinusIcon } from '../icons/minus-icon';
import { PlusIcon } from '../icons/plus-icon';
import { themedStyle } from '../theme/themed-style';

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The quantity (controlled). */
  value: number;
  /** Called with every new valid quantity. */
  onChange: (value: number) => void;
  /**
   * Lowest quantity; decrement is disabled there (spec §5).
   * @default 1
   */
  min?: number;
  /** Highest quantity, when one is set; increment is disabled there (spec §5). Never above the cart's maximum (CART_QUANTITY_MAX of @storefront/domain). */
  max?: number;
  /** Accessible name of the input, e.g. 'Quantity of Oslo chair'. @default 'Quantity' */
  label?: string;
  /** @default 'Decrease quantity' */
  decrementLabel?: string;
  /** @default 'Increase quantity' */
  incrementLabel?: string;
  /** @default false */
  disabled?: boolean;
  /** Input id; generated when absent. */
  id?: string;
}

// The styles do not depend on props: serialised once (per theme), not on every render of every card.
const buttonStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
});

const rootStyle = themedStyle((t) => ({
  display: 'inline-grid',
  // Full size where there is room; in a narrow place (a product card two in a row on a 320 px phone)
  // the buttons and the field give way down to 2rem each instead of pushing out of their container.
  gridTemplateColumns: `minmax(${t.sizes.control.s}, ${t.sizes.control.m}) minmax(${t.sizes.control.s}, 3.5rem) minmax(${t.sizes.control.s}, ${t.sizes.control.m})`,
  maxWidth: '100%',
  height: t.sizes.control.m,
  border: `${t.borderWidths.thin} solid ${t.colors.borderStrong}`,
  borderRadius: t.radii.s,
  background: t.colors.surface,
  color: t.colors.text,
}));

const inputStyle = themedStyle((t) => ({
  width: '100%',
  minWidth: 0,
  border: 0,
  borderInline: `${t.borderWidths.thin} solid ${t.colors.border}`,
  background: 'transparent',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
}));

/**
 * A quantity input with − and + buttons. Typing keeps digits only; leaving the field empty resets it to 1;
 * values outside min/max snap back (rules from @storefront/domain).
 */
export function QuantityStepper({
  value,
  onChange,
  min = STEPPER_MIN_QUANTITY,
  max,
  label = 'Quantity',
  decrementLabel = 'Decrease quantity',
  incrementLabel = 'Increase quantity',
  disabled = false,
  id,
}: QuantityStepperProps) {
  const t = useTheme();
  const bounds = max === undefined ? { min } : { min, max };
  // The draft lets the shopper clear the field while typing; it is committed on blur or Enter.
  const [draft, setDraft] = useState(String(value));
  const generated = useId();
  const inputId = id ?? generated;

  useEffect(() => setDraft(String(value)), [value]);

  const commit = () => {
    const next = parseQuantityInput(draft, bounds);
    setDraft(String(next));
    if (next !== value) onChange(next);
  };
  const step = (delta: number) => onChange(stepQuantity(value, delta, bounds));
  const { canDecrement, canIncrement } = stepperState(value, bounds);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
    else if (event.key === 'ArrowUp' && canIncrement) {
      event.preventDefault();
      step(1);
    } else if (event.key === 'ArrowDown' && canDecrement) {
      event.preventDefault();
      step(-1);
    }
  };

  return (
    <div css={rootStyle(t, undefined)}>
      <button
        type="button"
        aria-label={decrementLabel}
        aria-controls={inputId}
        disabled={disabled || !canDecrement}
        onClick={() => step(-1)}
        css={buttonStyle}
      >
        <MinusIcon size="s" />
      </button>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={label}
        autoComplete="off"
        disabled={disabled}
        value={draft}
        onChange={(event) => setDraft(sanitizeQuantityInput(event.target.value))}
        onBlur={commit}
        onKeyDown={onKeyDown}
        css={inputStyle(t, undefined)}
      />
      <button
        type="button"
        aria-label={incrementLabel}
        aria-controls={inputId}
        disabled={disabled || !canIncrement}
        onClick={() => step(1)}
        css={buttonStyle}
      >
        <PlusIcon size="s" />
      </button>
    </div>
  );
}
