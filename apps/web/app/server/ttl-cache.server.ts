/** A small in-process cache whose entries expire after a fixed time. */
export interface TtlCache<V> {
  /** The value of a key, or undefined when missing or expired. */
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
}

/**
 * Creates a cache with a time to live; `now` is injectable so tests drive time.
 * @example const cache = createTtlCache<Settings>(30_000); cache.set('en', settings);
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now): TtlCache<V> {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key, value) {
      entries.set(key, { value, expires: now() + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
