/**
 * A Map bounded to `maxEntries` that forgets the least recently used entry first: the one structure behind
 * every in-memory cache of the platform (the gateway's sessions and answers, a service's read cache). A
 * `get` that finds its key makes it the most recently used; a `set` past the bound evicts the oldest and tells
 * `onEvict`, so a cache can keep its secondary indexes (entries by login, by business) as small as itself.
 */
export class LruMap<K, V> {
  // A Map iterates in insertion order: re-inserting a key makes it the newest, so the first key is the oldest.
  private readonly entries = new Map<K, V>();
  private readonly maxEntries: number;
  private readonly onEvict: ((key: K, value: V) => void) | undefined;

  constructor(maxEntries: number, onEvict?: (key: K, value: V) => void) {
    if (!(maxEntries >= 1)) throw new RangeError(`An LruMap holds at least one entry (got ${maxEntries})`);
    this.maxEntries = maxEntries;
    this.onEvict = onEvict;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The value of `key`, now the most recently used. */
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  /** The value of `key` without making it more recently used. */
  peek(key: K): V | undefined {
    return this.entries.get(key);
  }

  /** Stores `value` as the most recently used, evicting the least recently used past the bound. */
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.maxEntries) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [K, V];
      this.entries.delete(oldestKey);
      this.onEvict?.(oldestKey, oldest);
    }
  }

  /** Removes `key` (not an eviction: `onEvict` is not told). */
  delete(key: K): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
