import { LruMap } from './lru-map.ts';

export interface TaggedCacheOptions {
  /** Past it the least recently used entry is forgotten. */
  maxEntries: number;
  /** How long an entry is believed; omitted: until a tag of it is forgotten. 0 turns the cache off. */
  ttlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

interface Entry<V> {
  readonly value: V;
  readonly tags: readonly string[];
  readonly expiresAt: number;
}

/**
 * The shape of every cache of answers the platform keeps in memory (the gateway's sessions and answers, a
 * service's read cache): entries found by key, each labelled with the tags of what it depends on (a login, a
 * business), bounded by {@link LruMap}, optionally by age, and dropped tag by tag when what they depend on
 * changes.
 *
 * The race every such cache must close: a read that started before a change may finish after it, holding
 * what it read before. So every drop moves a generation; a reader notes {@link generation} before it asks the
 * source and hands it to {@link remember}, which keeps nothing if the generation has moved since.
 */
export class TaggedCache<V> {
  private readonly entries: LruMap<string, Entry<V>>;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private generationValue = 0;

  constructor(options: TaggedCacheOptions) {
    this.ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.now = options.now ?? Date.now;
    this.entries = new LruMap(options.maxEntries, (key, entry) => this.unindex(key, entry));
  }

  get size(): number {
    return this.entries.size;
  }

  /** To be read before asking the source, and handed to {@link remember} with its answer. */
  get generation(): number {
    return this.generationValue;
  }

  /** The fresh value of `key`, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Keeps `value` under `key`, labelled with `tags`, unless a drop happened since `generation` was read (the
   * value may predate it) or the cache is off. Returns whether it was kept.
   */
  remember(key: string, value: V, tags: readonly string[], generation: number): boolean {
    if (this.ttlMs <= 0 || generation !== this.generationValue) return false;
    const previous = this.entries.peek(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { value, tags, expiresAt: this.now() + this.ttlMs });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.keysByTag.set(tag, keys);
      }
      keys.add(key);
    }
    return true;
  }

  /** True while `value` is still the one kept under `key` (it was neither dropped nor replaced). */
  holds(key: string, value: V): boolean {
    return this.entries.peek(key)?.value === value;
  }

  /** Drops every entry labelled `tag`. */
  forgetTag(tag: string): void {
    this.generationValue += 1;
    for (const key of this.keysByTag.get(tag) ?? []) {
      const entry = this.entries.peek(key);
      if (entry) this.remove(key, entry);
    }
  }

  /** Drops everything, e.g. when news of changes may have been missed. */
  clear(): void {
    this.generationValue += 1;
    this.entries.clear();
    this.keysByTag.clear();
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.unindex(key, entry);
  }

  private unindex(key: string, entry: Entry<V>): void {
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
