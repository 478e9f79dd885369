/**
 * The part of the Web Storage API the rules use. Passed in, never read from a global, so the rules run
 * on the server (no storage), in tests and in the browser (`sessionStorage`, `localStorage`) alike.
 */
export interface StorageLike {
  /** The stored value, or null. */
  getItem(key: string): string | null;
  /** Stores a value. */
  setItem(key: string, value: string): void;
}

// Private browsing, disabled cookies and full quotas make storage throw; a preference must never break a page.

/** Reads a value, answering null when there is no storage or it refuses. */
export function readStorage(storage: StorageLike | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes a value; no storage or a refusing one means the value is simply not remembered. */
export function writeStorage(storage: StorageLike | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Not remembered for the next visit; nothing else to do.
  }
}
