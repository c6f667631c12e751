import { createHash } from 'node:crypto';
import {
  IdentityEvents,
  ReferralEvents,
  eventSubject,
  type BusinessUpdatedData,
  type DomainEvent,
  type LoginChangedData,
  type OwnerPrincipal,
  type ReferrerLoginChangedData,
  type ReferrerPrincipal,
} from '@referrals/contracts';
import { TaggedCache, type Bus, type CacheSettings, type Subscription } from '@referrals/service-kit';

/** `ttlMs` 0 turns the cache off: every request asks the service that owns the session. */
export interface SessionCacheOptions extends CacheSettings {
  /** Clock, for tests. */
  now?: () => number;
}

/** Who a browser session cookie stands for: an owner (identity's sessions) or a referrer (the referral service's). */
export type SessionPrincipal = OwnerPrincipal | ReferrerPrincipal;

/** One session as its service last confirmed it, and the answers that depend on nothing else. */
export interface CachedSession {
  /** The SHA-256 of the session token ({@link SessionCache.keyOf}). */
  readonly key: string;
  readonly principal: SessionPrincipal;
  /** Serialised answers of the route rows marked `sessionCached`, by bus subject. */
  readonly answers: Map<string, string>;
}

/** Tags of the entries: an owner's by login, a referrer's by person (their login in the referral service). */
const loginTag = (loginId: string): string => `login:${loginId}`;
const personTag = (personId: string): string => `person:${personId}`;
/** An owner's entry is also tagged with the business its session is on, so a change to that business reaches it. */
const businessTag = (businessId: string): string => `business:${businessId}`;
const tagOf = (principal: SessionPrincipal): string =>
  principal.kind === 'owner' ? loginTag(principal.loginId) : personTag(principal.personId);
const tagsOf = (principal: SessionPrincipal): string[] =>
  principal.kind === 'owner' ? [tagOf(principal), businessTag(principal.businessId)] : [tagOf(principal)];

/**
 * The owner and referrer sessions this gateway resolved lately (docs/adr/0011-gateway-session-cache.md,
 * docs/adr/0017-referrer-sessions.md). Entries are keyed by the SHA-256 of the session token, so no token is
 * held as a key or can reach a log; the caller checks that an entry is of the kind its cookie stands for.
 * Identity records `loginChanged` or `businessUpdated`, the referral service its own `loginChanged`, with
 * every change to what a session stands for; each gateway hears them (see {@link listenForSessionChanges})
 * and forgets the login's or the person's entries, and the gateway that made the change forgets them itself
 * before answering. An event lost on the way costs at most `ttlMs` of staleness.
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

  /** The fresh entry of `key`, marked as the most recently used; undefined when the service must be asked. */
  lookup(key: string): CachedSession | undefined {
    return this.cache.get(key);
  }

  /** To be read before asking the service and handed to {@link remember} with its answer. */
  currentGeneration(): number {
    return this.cache.generation;
  }

  /**
   * Keeps what the service answered for `key`, unless a session of anyone was invalidated since `generation`
   * was read: the answer may predate that change. Returns the entry when kept.
   */
  remember(key: string, principal: SessionPrincipal, generation: number): CachedSession | undefined {
    const session: CachedSession = { key, principal, answers: new Map() };
    return this.cache.remember(key, session, tagsOf(principal), generation) ? session : undefined;
  }

  /**
   * Keeps an answer with its session, unless the session was forgotten (or replaced) while the answer was
   * being computed: it may describe the account as it was before the change that caused that.
   */
  keepAnswer(session: CachedSession, subject: string, serialised: string): void {
    if (this.cache.holds(session.key, session)) session.answers.set(subject, serialised);
  }

  /** Forgets every session of the owner login: the next request of each asks identity again. */
  forgetLogin(loginId: string): void {
    this.cache.forgetTag(loginTag(loginId));
  }

  /** Forgets every session of the referrer person: the next request of each asks the referral service again. */
  forgetPerson(personId: string): void {
    this.cache.forgetTag(personTag(personId));
  }

  /** Forgets every owner session on the business: the next request of each asks identity again. */
  forgetBusiness(businessId: string): void {
    this.cache.forgetTag(businessTag(businessId));
  }

  /** Forgets every session of whoever `principal` is (their owner login, or their referrer person). */
  forgetSessionsOf(principal: SessionPrincipal): void {
    this.cache.forgetTag(tagOf(principal));
  }

  /** Forgets everything, e.g. when invalidations may have been missed. */
  clear(): void {
    this.cache.clear();
  }
}

/**
 * Subscribes `cache` to the session owners' events on `bus`, as every replica does (a broadcast, not a queue
 * group): identity's `loginChanged` and `businessUpdated` forget the login's sessions, the referral service's
 * `loginChanged` the person's. After a lost connection nothing says which events were missed, so the whole
 * cache is forgotten. Drain the subscriptions on stop.
 */
export function listenForSessionChanges(bus: Bus, cache: SessionCache): Subscription[] {
  const onGap = (): void => cache.clear();
  /** Forgets the sessions of the id the event's `field` names; an event without it cannot be aimed: all go. */
  const listen = <T>(type: string, field: keyof T & string, forget: (id: string) => void): Subscription =>
    bus.listen(
      eventSubject(type),
      (event) => {
        const id = (event as DomainEvent<Partial<T>> | null)?.data?.[field];
        if (typeof id === 'string') forget(id);
        else cache.clear();
      },
      { onGap },
    );
  const forgetLogin = (loginId: string): void => cache.forgetLogin(loginId);
  return [
    listen<LoginChangedData>(IdentityEvents.loginChanged, 'loginId', forgetLogin),
    listen<BusinessUpdatedData>(IdentityEvents.businessUpdated, 'loginId', forgetLogin),
    listen<ReferrerLoginChangedData>(ReferralEvents.loginChanged, 'personId', (personId) =>
      cache.forgetPerson(personId),
    ),
  ];
}
