import {
  isAllowedNumericKey,
  type NumberRange,
  normalizePriceRange,
  parsePriceInput,
} from '@storefront/domain';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { Input } from '../text-field/input';

/** Props of {@link RangeInput}. */
export interface RangeInputProps {
  /** The facet's bounds (ranges.min, ranges.max). */
  bounds: NumberRange;
  /** The selected range (currentMin/currentMax); the bounds when nothing is chosen. */
  value: NumberRange;
  /** Called with the normalised range when the shopper commits (blur or Enter) a change. */
  onChange: (range: NumberRange) => void;
  /** Group label, e.g. 'Price'. */
  label: string;
  /** @default 'Minimum' */
  minLabel?: string;
  /** @default 'Maximum' */
  maxLabel?: string;
  /** Unit after the inputs, e.g. 'kr'. */
  unit?: string;
}

/**
 * Two integer inputs for a range facet (spec §5): non-numeric keys are blocked, values are clamped to the
 * facet bounds and min/max swap when crossed, all by `normalizePriceRange` from @storefront/domain.
 */
export function RangeInput({
  bounds,
  value,
  onChange,
  label,
  minLabel = 'Minimum',
  maxLabel = 'Maximum',
  unit,
}: RangeInputProps) {
  const [draftMin, setDraftMin] = useState(String(value.min));
  const [draftMax, setDraftMax] = useState(String(value.max));
  const labelId = useId();

  useEffect(() => {
    setDraftMin(String(value.min));
    setDraftMax(String(value.max));
  }, [value.min, value.max]);

  const commit = () => {
    const next = normalizePriceRange(
      { min: parsePriceInput(draftMin), max: parsePriceInput(draftMax) },
      bounds,
    );
    setDraftMin(String(next.min));
    setDraftMax(String(next.max));
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isAllowedNumericKey(event.key, { ctrlKey: event.ctrlKey, metaKey: event.metaKey })) {
      event.preventDefault();
      return;
    }
    if (event.key === 'Enter') commit();
  };

  const field = (which: 'min' | 'max') => (
    <Input
      type="text"
      inputMode="numeric"
      aria-label={which === 'min' ? minLabel : maxLabel}
      value={which === 'min' ? draftMin : draftMax}
      // Pasted text can still hold other characters; keep only the digits.
      onChange={(event) =>
        (which === 'min' ? setDraftMin : setDraftMax)(event.target.value.replace(/\D/g, ''))
      }
      onKeyDown={onKeyDown}
      onBlur={commit}
      css={(t) => ({ width: t.space[24], textAlign: 'end', fontVariantNumeric: 'tabular-nums' })}
    />
  );

  return (
    <fieldset css={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend id={labelId} css={(t) => ({ fontWeight: t.fontWeights.medium, marginBlockEnd: t.space[2] })}>
        {label}
      </legend>
      <div css={(t) => ({ display: 'flex', alignItems: 'center', gap: t.space[2] })}>
        {field('min')}
        <span aria-hidden="true">–</span>
        {field('max')}
        {unit ? <span>{unit}</span> : null}
      </div>
    </fieldset>
  );
}
