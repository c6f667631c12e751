import { createHash } from 'node:crypto';
import {
  IdentityEvents,
  eventSubject,
  type BusinessUpdatedData,
  type DomainEvent,
  type LoginChangedData,
  type OwnerPrincipal,
} from '@referrals/contracts';
import type { Bus, SessionCacheSettings, Subscription } from '@referrals/service-kit';

/** `ttlMs` 0 turns the cache off: every request asks identity. */
export interface SessionCacheOptions extends SessionCacheSettings {
  /** Clock, for tests. */
  now?: () => number;
}

/** One owner session as identity last confirmed it, and the answers that depend on nothing else. */
export interface CachedSession {
  readonly principal: OwnerPrincipal;
  /** Serialised answers of the route rows marked `sessionCached`, by bus subject. */
  readonly answers: Map<string, string>;
}

interface Entry extends CachedSession {
  readonly key: string;
  readonly expiresAt: number;
}

/**
 * The owner sessions this gateway resolved lately (docs/adr/0011-gateway-session-cache.md). Entries are keyed
 * by the SHA-256 of the session token, so no token is held as a key or can reach a log. Identity records
 * `loginChanged` or `businessUpdated` with every change to what a session stands for; each gateway hears
 * them (see {@link listenForSessionChanges}) and forgets the login's entries, and the gateway that made the
 * change forgets them itself before answering. An event lost on the way costs at most `ttlMs` of staleness.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly keysByLogin = new Map<string, Set<string>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  /** Moves with every invalidation: a resolution that started before one must not be kept. */
  private generation = 0;

  constructor(options: SessionCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries;
    this.now = options.now ?? Date.now;
  }

  /** The cache key of a session token. */
  static keyOf(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  get size(): number {
    return this.entries.size;
  }

  /** The fresh entry of `key`, marked as the most recently used; undefined when identity must be asked. */
  lookup(key: string): CachedSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(entry);
      return undefined;
    }
    // A Map iterates in insertion order: re-inserting makes it the newest, so eviction takes the oldest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** To be read before asking identity and handed to {@link remember} with its answer. */
  currentGeneration(): number {
    return this.generation;
  }

  /**
   * Keeps what identity answered for `key`, unless a session of any login was invalidated since
   * `generation` was read: the answer may predate that change. Returns the entry when kept.
   */
  remember(key: string, principal: OwnerPrincipal, generation: number): CachedSession | undefined {
    if (this.ttlMs <= 0 || generation !== this.generation) return undefined;
    const previous = this.entries.get(key);
    if (previous) this.remove(previous);
    const entry: Entry = {
      key,
      principal,
      answers: new Map(),
      expiresAt: this.now() + this.ttlMs,
    };
    this.entries.set(key, entry);
    let keys = this.keysByLogin.get(principal.loginId);
    if (!keys) {
      keys = new Set();
      this.keysByLogin.set(principal.loginId, keys);
    }
    keys.add(key);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.values().next().value;
      if (!oldest) break;
      this.remove(oldest);
    }
    return entry;
  }

  /**
   * Keeps an answer with its session, unless the session was forgotten (or replaced) while the answer was
   * being computed: it may describe the account as it was before the change that caused that.
   */
  keepAnswer(session: CachedSession, subject: string, serialised: string): void {
    const entry = session as Entry;
    if (this.entries.get(entry.key) === entry) entry.answers.set(subject, serialised);
  }

  /** Forgets every session of the login: the next request of each asks identity again. */
  forgetLogin(loginId: string): void {
    this.generation += 1;
    for (const key of this.keysByLogin.get(loginId) ?? []) {
      const entry = this.entries.get(key);
      if (entry) this.remove(entry);
    }
  }

  /** Forgets everything, e.g. when invalidations may have been missed. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.keysByLogin.clear();
  }

  private remove(entry: Entry): void {
    this.entries.delete(entry.key);
    const keys = this.keysByLogin.get(entry.principal.loginId);
    keys?.delete(entry.key);
    if (keys?.size === 0) this.keysByLogin.delete(entry.principal.loginId);
  }
}

/**
 * Subscribes `cache` to identity's events on `bus`, as every replica does (a broadcast, not a queue group):
 * `loginChanged` and `businessUpdated` forget the login's sessions. After a lost connection nothing says
 * which events were missed, so the whole cache is forgotten. Drain the subscriptions on stop.
 */
export function listenForSessionChanges(bus: Bus, cache: SessionCache): Subscription[] {
  const forgetLoginOf = (data: unknown): void => {
    const loginId = (data as DomainEvent<Partial<LoginChangedData | BusinessUpdatedData>> | null)?.data
      ?.loginId;
    // An event without a login cannot be aimed: forgetting everything is the safe reading of it.
    if (typeof loginId === 'string') cache.forgetLogin(loginId);
    else cache.clear();
  };
  const onGap = (): void => cache.clear();
  return [IdentityEvents.loginChanged, IdentityEvents.businessUpdated].map((type) =>
    bus.listen(eventSubject(type), forgetLoginOf, { onGap }),
  );
}
