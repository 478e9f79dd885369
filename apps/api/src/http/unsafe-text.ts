/**
 * Text that cannot be stored or compared: a NUL character (PostgreSQL text cannot hold one, so it fails as a
 * server error deep in a query) or half of a UTF-16 surrogate pair (not a character; it cannot be encoded
 * as UTF-8).
 */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the string holds a NUL character or an unpaired surrogate. */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || UNPAIRED_SURROGATE.test(text);
}

/**
 * The path (`body.name`, `query.query`) of the first string, or object key, in a parsed input that holds
 * unsafe text; undefined when there is none. Walks JSON values only (objects, arrays, strings), so it is
 * linear in the size of the input.
 */
export function findUnsafeText(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnsafeText(value[index], `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (isUnsafeText(key)) return path;
      const found = findUnsafeText(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
}
