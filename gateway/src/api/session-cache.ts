import { createHash } from 'node:crypto';
import {
  IdentityEvents,
  eventSubject,
  type BusinessUpdatedData,
  type DomainEvent,
  type LoginChangedData,
  type OwnerPrincipal,
} from '@referrals/contracts';
import { TaggedCache, type Bus, type CacheSettings, type Subscription } from '@referrals/service-kit';

/** `ttlMs` 0 turns the cache off: every request asks identity. */
export interface SessionCacheOptions extends CacheSettings {
  /** Clock, for tests. */
  now?: () => number;
}

/** One owner session as identity last confirmed it, and the answers that depend on nothing else. */
export interface CachedSession {
  /** The SHA-256 of the session token ({@link SessionCache.keyOf}). */
  readonly key: string;
  readonly principal: OwnerPrincipal;
  /** Serialised answers of the route rows marked `sessionCached`, by bus subject. */
  readonly answers: Map<string, string>;
}

/**
 * The owner sessions this gateway resolved lately (docs/adr/0011-gateway-session-cache.md). Entries are keyed
 * by the SHA-256 of the session token, so no token is held as a key or can reach a log. Identity records
 * `loginChanged` or `businessUpdated` with every change to what a session stands for; each gateway hears
 * them (see {@link listenForSessionChanges}) and forgets the login's entries, and the gateway that made the
 * change forgets them itself before answering. An event lost on the way costs at most `ttlMs` of staleness.
 */
export class SessionCache {
  private readonly cache: TaggedCache<CachedSession>;

  constructor(options: SessionCacheOptions) {
    this.cache = new TaggedCache(options);
  }

  /** The cache key of a session token. */
  static keyOf(token: string): string {
    return createHash('sha256').update(token).digest('base64url');
  }

  get size(): number {
    return this.cache.size;
  }

  /** The fresh entry of `key`, marked as the most recently used; undefined when identity must be asked. */
  lookup(key: string): CachedSession | undefined {
    return this.cache.get(key);
  }

  /** To be read before asking identity and handed to {@link remember} with its answer. */
  currentGeneration(): number {
    return this.cache.generation;
  }

  /**
   * Keeps what identity answered for `key`, unless a session of any login was invalidated since
   * `generation` was read: the answer may predate that change. Returns the entry when kept.
   */
  remember(key: string, principal: OwnerPrincipal, generation: number): CachedSession | undefined {
    const session: CachedSession = { key, principal, answers: new Map() };
    return this.cache.remember(key, session, [principal.loginId], generation) ? session : undefined;
  }

  /**
   * Keeps an answer with its session, unless the session was forgotten (or replaced) while the answer was
   * being computed: it may describe the account as it was before the change that caused that.
   */
  keepAnswer(session: CachedSession, subject: string, serialised: string): void {
    if (this.cache.holds(session.key, session)) session.answers.set(subject, serialised);
  }

  /** Forgets every session of the login: the next request of each asks identity again. */
  forgetLogin(loginId: string): void {
    this.cache.forgetTag(loginId);
  }

  /** Forgets everything, e.g. when invalidations may have been missed. */
  clear(): void {
    this.cache.clear();
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
