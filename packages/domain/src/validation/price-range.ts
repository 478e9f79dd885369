/** A chosen or available price range. */
export interface NumberRange {
  /** Lower end. */
  min: number;
  /** Upper end. */
  max: number;
}

/**
 * Normalises a price range typed by the shopper (spec §5): whole numbers only, clamped to the facet's
 * min and max, and swapped when the ends are crossed. The facet bounds widen to whole numbers
 * (floor of min, ceiling of max) so no product on a fractional price falls outside; a missing or
 * unreadable end takes the facet bound.
 *
 * @example
 * normalizePriceRange({ min: 900, max: 100 }, { min: 0, max: 500 }); // { min: 100, max: 500 }
 */
export function normalizePriceRange(
  input: { min: number | null | undefined; max: number | null | undefined },
  facet: NumberRange,
): NumberRange {
  const low = Math.floor(Math.min(facet.min, facet.max));
  const high = Math.ceil(Math.max(facet.min, facet.max));
  const clamp = (value: number | null | undefined, fallback: number): number => {
    if (value === null || value === undefined || !Number.isFinite(value)) return fallback;
    return Math.min(high, Math.max(low, Math.round(value)));
  };
  const a = clamp(input.min, low);
  const b = clamp(input.max, high);
  return a <= b ? { min: a, max: b } : { min: b, max: a };
}

/** Reads a price typed into a range input: digits only, or `undefined` when there are none. */
export function parsePriceInput(raw: string): number | undefined {
  const digits = raw.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

const EDITING_KEYS = new Set([
  'Backspace',
  'Delete',
  'Tab',
  'Enter',
  'Escape',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/**
 * Whether a key (a `KeyboardEvent.key` value) may reach a numeric input: digits and editing keys pass,
 * other characters are blocked (spec §5). Shortcuts with Ctrl/Meta pass so copy and paste still work.
 */
export function isAllowedNumericKey(
  key: string,
  modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {},
): boolean {
  if (modifiers.ctrlKey || modifiers.metaKey) return true;
  return /^\d$/.test(key) || EDITING_KEYS.has(key);
}
