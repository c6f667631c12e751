import {
  SERVICE_NAMES,
  answersChangedSubject,
  type AnswersChangedData,
  type Principal,
} from '@referrals/contracts';
import {
  TaggedCache,
  strongEtag,
  type Bus,
  type CacheSettings,
  type Subscription,
} from '@referrals/service-kit';
import type { ApiRoute } from '../routes/types.ts';

/** `ttlMs` 0 turns the cache off: every request goes to the service. */
export interface AnswerCacheOptions extends CacheSettings {
  /** Clock, for tests. */
  now?: () => number;
}

/** A successful answer as the gateway sends it, with its strong ETag. */
export interface CachedAnswer {
  readonly serialised: string;
  readonly etag: string;
  /** A `cursorList` row's next page (its `X-Next-Cursor` header), when there is one. */
  readonly nextCursor?: string;
}

/** What a kept answer shows: one business's data, or the public site's content. */
export type AnswerSubject = { businessId: string } | { site: true };

/**
 * Tags of the entries: by business (the services' broadcasts), and by who asked, for the caller's own writes:
 * an owner's login, a referrer's person.
 */
const businessTag = (businessId: string): string => `business:${businessId}`;
const SITE_TAG = 'site';
const callerTag = (caller: Principal | null): string | null =>
  caller?.kind === 'owner'
    ? `login:${caller.loginId}`
    : caller?.kind === 'referrer'
      ? `person:${caller.personId}`
      : null;

/**
 * The answers of `answerCached` route rows this gateway served lately (docs/adr/0015-gateway-answer-cache.md):
 * the public campaign of a slug, the campaign list the owner's dashboard polls, the referral banner, a
 * referrer's progress. A repeat is answered from here without a bus request, and a poll whose `If-None-Match`
 * names the kept answer's tag gets its 304 here.
 *
 * Tenancy: the key is the route, its validated input and who asks (anonymous, the owner's login and the
 * business of the session, or the referrer's person), so an answer only ever goes back to a caller the service
 * gave it to; sessions are checked before this cache is read, so nothing is served past a logout.
 *
 * Freshness: every entry is tagged with the business its answer shows. The service that owns the data
 * broadcasts `answersChangedSubject(service)` with the business id after each committed change (its own writes and
 * the read models its consumers keep), and every gateway drops that business's entries; a gateway whose
 * connection came back drops everything (broadcasts are at most once); an owner's write through this gateway
 * drops the entries of the writer's login and business (a referrer's: of their person) before it is
 * answered, so the writer's next read is never older than the write. Whatever is missed despite this lives at most `ttlMs`.
 */
export class AnswerCache {
  private readonly cache: TaggedCache<CachedAnswer>;

  /** False when `ttlMs` is 0: nothing is kept. */
  readonly enabled: boolean;

  constructor(options: AnswerCacheOptions) {
    this.cache = new TaggedCache(options);
    this.enabled = options.ttlMs > 0;
  }

  /** The key of one route's answer for one input and one caller. */
  static keyOf(
    route: ApiRoute,
    input: { params: unknown; query: unknown },
    caller: Principal | null,
  ): string {
    const who =
      caller?.kind === 'owner'
        ? `${caller.loginId}/${caller.businessId}`
        : caller?.kind === 'referrer'
          ? `person:${caller.personId}`
          : (caller?.kind ?? 'public');
    return JSON.stringify([route.subject, who, input.params, input.query]);
  }

  get size(): number {
    return this.cache.size;
  }

  get generation(): number {
    return this.cache.generation;
  }

  lookup(key: string): CachedAnswer | undefined {
    return this.cache.get(key);
  }

  /**
   * Keeps `serialised` (the answer of the business `businessId` to `caller`) unless an answer of any business
   * was dropped since `generation` was read.
   */
  remember(
    key: string,
    serialised: string,
    shows: AnswerSubject,
    caller: Principal | null,
    generation: number,
    nextCursor?: string,
  ): CachedAnswer {
    const answer: CachedAnswer = {
      serialised,
      etag: strongEtag(serialised),
      ...(nextCursor === undefined ? {} : { nextCursor }),
    };
    const tags = ['site' in shows ? SITE_TAG : businessTag(shows.businessId)];
    const ofCaller = callerTag(caller);
    if (ofCaller !== null) tags.push(ofCaller);
    this.cache.remember(key, answer, tags, generation);
    return answer;
  }

  forgetBusiness(businessId: string): void {
    this.cache.forgetTag(businessTag(businessId));
  }

  forgetSite(): void {
    this.cache.forgetTag(SITE_TAG);
  }

  /**
   * Drops what a signed-in caller's own write may have changed: their answers (an owner's login's, a referrer's
   * person's) and, for an owner, their session business's.
   */
  forgetWritesOf(caller: Principal): void {
    const ofCaller = callerTag(caller);
    if (ofCaller !== null) this.cache.forgetTag(ofCaller);
    if (caller.kind === 'owner') this.cache.forgetTag(businessTag(caller.businessId));
  }

  clear(): void {
    this.cache.clear();
  }
}

/**
 * Subscribes `cache` to every service's `answersChangedSubject` broadcasts on `bus`, as every replica does. An
 * announcement without a business cannot be aimed and drops everything, as does a lost connection. Drain the
 * subscriptions on stop.
 */
export function listenForAnswerChanges(bus: Bus, cache: AnswerCache): Subscription[] {
  const forgetBusinessOf = (data: unknown): void => {
    const businessId = (data as Partial<AnswersChangedData> | null)?.businessId;
    if (typeof businessId === 'string') cache.forgetBusiness(businessId);
    else cache.clear();
  };
  return SERVICE_NAMES.map((service) =>
    bus.listen(answersChangedSubject(service), forgetBusinessOf, { onGap: () => cache.clear() }),
  );
}
