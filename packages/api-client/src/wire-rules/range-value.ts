// `min-max` as the client writes it; the server also takes `min;max`, `min,max` and `min_max`, decimals,
// spaces around the numbers and the bounds in either order, since people type these addresses by hand.
const RANGE_PATTERN = /^\s*(\d+(?:\.\d+)?)\s*[-;,_]\s*(\d+(?:\.\d+)?)\s*$/;

/**
 * The bounds of a range facet's value (`filter::Price=1000-5000`), smallest first; undefined when the
 * value is not a range.
 *
 * @example
 * parseRangeValue('5000;1000'); // { min: 1000, max: 5000 }
 * parseRangeValue('cheap'); // undefined
 */
export function parseRangeValue(value: string): { min: number; max: number } | undefined {
  const match = RANGE_PATTERN.exec(value);
  if (!match) return undefined;
  const a = Number(match[1]);
  const b = Number(match[2]);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}
