/**
 * The part of `URLSearchParams` the codec reads: its [key, value] pairs in order. Structural, so domain
 * needs neither the DOM nor Node typings, and a plain array of pairs works too.
 */
export type SearchParamsLike = Iterable<readonly [string, string]>;

/** The first value of `key` among the pairs, or null (like `URLSearchParams.get`). */
export function firstParam(params: SearchParamsLike, key: string): string | null {
  for (const [k, value] of params) if (k === key) return value;
  return null;
}
