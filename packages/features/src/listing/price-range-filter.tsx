import {
  isAllowedNumericKey,
  type NumberRange,
  normalizePriceRange,
  parsePriceInput,
} from '@storefront/domain';
import { Button } from '@storefront/ui';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useText } from '../translations/use-text';

/** Props of {@link PriceRangeFilter}. */
export interface PriceRangeFilterProps {
  /** The facet's name, used in the field labels. */
  label: string;
  /** The facet's min and max. */
  bounds: NumberRange;
  /** The chosen range, or null for the whole span. */
  value: NumberRange | null;
  /** A new range was applied (already whole numbers, clamped and ordered). */
  onChange: (range: NumberRange) => void;
}

const blockNonNumeric = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!isAllowedNumericKey(event.key, event)) event.preventDefault();
};

/**
 * Min and max inputs for a range facet (price). Non-numeric keys are blocked; on apply the values are
 * made whole, clamped to the facet bounds and swapped when crossed (spec §5, rules from the domain).
 */
export function PriceRangeFilter({ label, bounds, value, onChange }: PriceRangeFilterProps) {
  const t = useText();
  const id = useId();
  const current = value ?? normalizePriceRange({ min: bounds.min, max: bounds.max }, bounds);
  const [min, setMin] = useState(String(current.min));
  const [max, setMax] = useState(String(current.max));
  useEffect(() => {
    setMin(String(current.min));
    setMax(String(current.max));
  }, [current.min, current.max]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = normalizePriceRange({ min: parsePriceInput(min), max: parsePriceInput(max) }, bounds);
    setMin(String(range.min));
    setMax(String(range.max));
    onChange(range);
  };

  const field = (th: import('@emotion/react').Theme) => ({
    width: '100%',
    minHeight: th.sizes.control.s,
    padding: `0 ${th.space[2]}`,
    border: `${th.borderWidths.thin} solid ${th.colors.borderStrong}`,
    borderRadius: th.radii.s,
    background: th.colors.surface,
    color: th.colors.text,
    font: 'inherit',
  });

  return (
    <form
      onSubmit={apply}
      css={(th) => ({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: th.space[2] })}
    >
      <label htmlFor={`${id}-min`} css={(th) => ({ fontSize: th.fontSizes.s })}>
        {t('listing.rangeMin', 'Min')}
      </label>
      <label htmlFor={`${id}-max`} css={(th) => ({ fontSize: th.fontSizes.s })}>
        {t('listing.rangeMax', 'Max')}
      </label>
      <input
        id={`${id}-min`}
        aria-label={`${label} ${t('listing.rangeMin', 'Min')}`}
        inputMode="numeric"
        value={min}
        onKeyDown={blockNonNumeric}
        onChange={(event) => setMin(event.currentTarget.value)}
        css={field}
      />
      <input
        id={`${id}-max`}
        aria-label={`${label} ${t('listing.rangeMax', 'Max')}`}
        inputMode="numeric"
        value={max}
        onKeyDown={blockNonNumeric}
        onChange={(event) => setMax(event.currentTarget.value)}
        css={field}
      />
      <Button type="submit" size="s" variant="secondary" css={{ gridColumn: '1 / -1' }}>
        {t('listing.applyRange', 'Apply')}
      </Button>
    </form>
  );
}
