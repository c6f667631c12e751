import type { EntityManager } from '@mikro-orm/sql';
import { answersChangedSubject, type AnswersChangedData, type PublicCampaignDto } from '@referrals/contracts';
import { TaggedCache, type Bus, type ListenerDefinition, type ServiceRuntime } from '@referrals/service-kit';

/*
 * The two hot reads of the service, answered from memory while nothing they show has changed:
 * - the public campaign of a slug, or of a slug and a chosen campaign (the referral page's read, anonymous
 *   and frequent);
 * - the tag (strong ETag) of a business's campaign list, so that the dashboard's poll, every 2 s per open
 *   dashboard, is answered "not modified" without reading the list.
 *
 * Both only ever show data of one business, so the cache is dropped business by business: after every
 * committed change to what they show, the replica that made it calls `changed(businessId)`. Those changes are
 * this service's own writes (campaigns, milestones, status) and the two read models its consumers keep
 * (identity's businesses: name, slug, status, owner; the statistics of the referral events), each of which
 * commits in this service's database on one replica. That replica drops its entries, then broadcasts the
 * business id so the other replicas drop theirs. Broadcasts are at most once: a replica that may have missed
 * some (its NATS connection came back) drops everything.
 *
 * A read that started before a drop must not store what it read: it may have read the data just replaced.
 * Every drop moves `epoch`; a read notes the epoch before its queries and stores only if it has not moved
 * (the kit's TaggedCache, each entry tagged with its business).
 *
 * Tenancy: an entry is found by the business id or slug it was read for, and the list tag also keeps the
 * login that owns the business, so a caller of another login gets no answer from it (see listCampaigns).
 */

/** Businesses whose list tag is kept; past it the least recently used goes. */
const MAX_LIST_TAGS = 50_000;
/**
 * Public campaigns kept, per slug and chosen campaign (each up to the size of its rich texts); past it the
 * least recently used goes.
 */
const MAX_PUBLIC_CAMPAIGNS = 2_000;

/** Where this service announces its changes to its replicas and the gateways. */
const ANSWERS_CHANGED = answersChangedSubject('campaign');

export interface ListTag {
  /** The login that owns the business when the list was read. */
  loginId: string;
  etag: string;
  /**
   * The UTC month (YYYY-MM) the list was read in: its "new this month" figures are that month's, so a new month
   * changes the list without any event, and a tag of an earlier month answers nothing.
   */
  month: string;
}

interface PublicEntry {
  businessId: string;
  campaign: PublicCampaignDto;
}

/** The key of a slug and a choice: JSON, so no slug can pass for another slug and choice. */
const publicKey = (slug: string, campaignId: string | undefined): string =>
  JSON.stringify([slug, campaignId ?? null]);

export class CampaignReadCache {
  private readonly listTags = new TaggedCache<ListTag>({ maxEntries: MAX_LIST_TAGS });
  private readonly publicBySlug = new TaggedCache<PublicCampaignDto>({ maxEntries: MAX_PUBLIC_CAMPAIGNS });

  /** Tells the other replicas about this replica's changes. */
  private readonly bus: Bus;

  constructor(bus: Bus) {
    this.bus = bus;
  }

  /** Noted by a read before its queries, handed back when storing what it read. */
  get epoch(): number {
    // Every drop moves both generations alike (forget, forgetAll), so they are always equal.
    return this.listTags.generation;
  }

  listTag(businessId: string): ListTag | undefined {
    return this.listTags.get(businessId);
  }

  rememberListTag(epoch: number, businessId: string, tag: ListTag): void {
    this.listTags.remember(businessId, tag, [businessId], epoch);
  }

  /**
   * The public campaign of a slug (as lowercased for the lookup) and the campaign chosen by id, or the
   * newest (`campaignId` undefined).
   */
  publicCampaign(slug: string, campaignId: string | undefined): PublicCampaignDto | undefined {
    return this.publicBySlug.get(publicKey(slug, campaignId));
  }

  rememberPublicCampaign(
    epoch: number,
    slug: string,
    campaignId: string | undefined,
    entry: PublicEntry,
  ): void {
    this.publicBySlug.remember(publicKey(slug, campaignId), entry.campaign, [entry.businessId], epoch);
  }

  /** A committed change to what the business's reads show, made by this replica: drop here and everywhere. */
  changed(businessId: string): void {
    this.forget(businessId);
    this.bus.broadcast(ANSWERS_CHANGED, { businessId } satisfies AnswersChangedData);
  }

  /** Drops this replica's entries of the business (another replica changed it). */
  forget(businessId: string): void {
    this.listTags.forgetTag(businessId);
    this.publicBySlug.forgetTag(businessId);
  }

  /** Drops every entry (broadcasts may have been missed). */
  forgetAll(): void {
    this.listTags.clear();
    this.publicBySlug.clear();
  }
}

/*
 * One cache per running service (per ORM), found from any EntityManager of it: requests and consumers get
 * forks, which share their ORM's configuration object. Several replicas in one process (tests) keep theirs
 * apart.
 */
const caches = new WeakMap<object, CampaignReadCache>();

/** Creates the running service's cache, which broadcasts its drops on `runtime.bus` (the service's onStart). */
export function openReadCache(runtime: ServiceRuntime): void {
  caches.set(runtime.orm.config, new CampaignReadCache(runtime.bus));
}

/** The cache of the running service `em` belongs to. */
export function readCacheOf(em: EntityManager): CampaignReadCache {
  const cache = caches.get(em.config);
  if (!cache)
    throw new Error('The campaign read cache is opened by the service at start (campaignService.onStart)');
  return cache;
}

/** Drops what other replicas changed; drops everything when their news may have been lost. */
export const readCacheListener: ListenerDefinition = {
  subject: ANSWERS_CHANGED,
  handle: (data, runtime) => {
    const businessId = (data as Partial<AnswersChangedData> | null)?.businessId;
    const cache = readCacheOf(runtime.orm.em);
    if (typeof businessId === 'string') cache.forget(businessId);
    else cache.forgetAll();
  },
  onGap: (runtime) => readCacheOf(runtime.orm.em).forgetAll(),
};
