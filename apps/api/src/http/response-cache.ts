/** How much a response cache may hold. */
export interface ResponseCacheLimits {
  /** Most answers kept. */
  maxEntries: number;
  /** Most bytes of answer bodies kept (keys and bookkeeping are not counted). */
  maxBytes: number;
}

/** What the cache holds: anything that can tell its size in bytes (a Buffer, a serialised answer with slots). */
export interface Sized {
  readonly byteLength: number;
}

interface Entry<V> {
  version: bigint;
  /** The second version the answer depends on, if any (see `get`). */
  tag: bigint | undefined;
  body: V;
}

/** What a lookup found: the body and whether it came from the cache. */
export interface CachedBody<V extends Sized = Buffer> {
  body: V;
  hit: boolean;
}

/** Counters for logs and tests. */
export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
}

/**
 * An in-process LRU of serialised answers, each stored with the data version it was computed under. A lookup
 * names the current version: an entry of another version is a miss (and is dropped), so answers never outlive
 * the data they were computed from. Bounded in entries and in bytes; the least recently used go first.
 * Concurrent misses of the same key and version share one computation, so a burst after a change computes
 * each answer once.
 */
export class ResponseCache<V extends Sized = Buffer> {
  readonly #limits: ResponseCacheLimits;
  /** Map order is recency order: a hit moves its entry to the end, eviction takes from the front. */
  readonly #entries = new Map<string, Entry<V>>();
  readonly #pending = new Map<string, Promise<V>>();
  #bytes = 0;
  #hits = 0;
  #misses = 0;
  /** The newest version seen: when a newer one comes every entry is stale, so they are dropped at once. */
  #version: bigint | undefined;
  /** The newest tag seen: an answer computed under an older one is not stored (another caller is ahead). */
  #tag: bigint | undefined;

  constructor(limits: ResponseCacheLimits) {
    this.#limits = limits;
  }

  /**
   * The body cached for `key` at `version` (a number that only grows), or the one `compute` produces (stored
   * unless it is larger than the whole cache). A failed computation is not stored and reaches every caller
   * waiting for it. A caller that read an older version than another caller already used (a change committed
   * in between) gets a fresh computation that is not stored.
   *
   * `tag` is a second growing number that only some answers depend on (the stock version, for answers that
   * select by stock): such an entry is a hit only under the same tag, and a newer tag replaces just that
   * entry, not the whole cache. Entries stored without a tag ignore it.
   */
  async get(key: string, version: bigint, compute: () => Promise<V>, tag?: bigint): Promise<CachedBody<V>> {
    if (this.#version === undefined || version > this.#version) {
      this.#version = version;
      this.clear();
    } else if (version < this.#version) {
      this.#misses += 1;
      return { body: await compute(), hit: false };
    }
    if (tag !== undefined) {
      if (this.#tag === undefined || tag > this.#tag) this.#tag = tag;
      else if (tag < this.#tag) {
        this.#misses += 1;
        return { body: await compute(), hit: false };
      }
    }
    const entry = this.#entries.get(key);
    if (entry && entry.version === version && entry.tag === tag) {
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      this.#hits += 1;
      return { body: entry.body, hit: true };
    }
    if (entry) this.#remove(key, entry);
    this.#misses += 1;
    const pendingKey = `${version}\n${tag ?? ''}\n${key}`;
    let pending = this.#pending.get(pendingKey);
    if (!pending) {
      pending = compute().finally(() => this.#pending.delete(pendingKey));
      this.#pending.set(pendingKey, pending);
      const body = await pending;
      // Only the version (and tag) still current is worth keeping (a change may have landed while computing).
      if (version === this.#version && (tag === undefined || tag === this.#tag)) {
        this.#store(key, { version, tag, body });
      }
      return { body, hit: false };
    }
    return { body: await pending, hit: false };
  }

  /**
   * The body kept for `key`, whatever its version, without counting a hit or touching its recency: a hint of
   * what `get` will probably answer (see the catalogue responder), never an answer itself.
   */
  peek(key: string): V | undefined {
    return this.#entries.get(key)?.body;
  }

  /** Drops every entry. */
  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Current size and hit counters. */
  stats(): ResponseCacheStats {
    return { entries: this.#entries.size, bytes: this.#bytes, hits: this.#hits, misses: this.#misses };
  }

  #store(key: string, entry: Entry<V>): void {
    if (entry.body.byteLength > this.#limits.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) this.#remove(key, old);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.byteLength;
    for (const [oldest, value] of this.#entries) {
      if (this.#entries.size <= this.#limits.maxEntries && this.#bytes <= this.#limits.maxBytes) break;
      this.#remove(oldest, value);
    }
  }

  #remove(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#bytes -= entry.body.byteLength;
  }
}
