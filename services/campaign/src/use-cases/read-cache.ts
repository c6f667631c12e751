import type { EntityManager } from '@mikro-orm/sql';
import type { PublicCampaignDto } from '@referrals/contracts';
import type { Bus, ListenerDefinition, ServiceRuntime } from '@referrals/service-kit';

/*
 * The two hot reads of the service, answered from memory while nothing they show has changed:
 * - the public campaign of a slug (the referral page's read, anonymous and frequent);
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
 * Every drop moves `epoch`; a read notes the epoch before its queries and stores only if it has not moved.
 *
 * Tenancy: an entry is found by the business id or slug it was read for, and the list tag also keeps the
 * login that owns the business, so a caller of another login gets no answer from it (see listCampaigns).
 */

/** Businesses whose list tag is kept; past it the least recently used goes. */
const MAX_LIST_TAGS = 50_000;
/** Public campaigns kept (each up to the size of its rich texts); past it the least recently used goes. */
const MAX_PUBLIC_CAMPAIGNS = 2_000;

/** The broadcast subject of the replicas' drops: `{ businessId }`. */
export const READ_CACHE_CHANGED = 'campaign.read-cache.changed';

export interface ListTag {
  /** The login that owns the business when the list was read. */
  loginId: string;
  etag: string;
}

interface PublicEntry {
  businessId: string;
  campaign: PublicCampaignDto;
}

/** A Map used as an LRU: a hit moves the key to the end, an insert past `max` evicts the first. */
function touch<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

function insert<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value as K);
}

export class CampaignReadCache {
  private epochValue = 0;
  private readonly listTags = new Map<string, ListTag>();
  private readonly publicBySlug = new Map<string, PublicEntry>();
  private readonly slugOfBusiness = new Map<string, string>();

  /** Tells the other replicas about this replica's changes. */
  private readonly bus: Bus;

  constructor(bus: Bus) {
    this.bus = bus;
  }

  /** Noted by a read before its queries, handed back when storing what it read. */
  get epoch(): number {
    return this.epochValue;
  }

  listTag(businessId: string): ListTag | undefined {
    return touch(this.listTags, businessId);
  }

  rememberListTag(epoch: number, businessId: string, tag: ListTag): void {
    if (epoch === this.epochValue) insert(this.listTags, businessId, tag, MAX_LIST_TAGS);
  }

  /** The public campaign of a slug, as lowercased for the lookup. */
  publicCampaign(slug: string): PublicCampaignDto | undefined {
    return touch(this.publicBySlug, slug)?.campaign;
  }

  rememberPublicCampaign(epoch: number, slug: string, entry: PublicEntry): void {
    if (epoch !== this.epochValue) return;
    insert(this.publicBySlug, slug, entry, MAX_PUBLIC_CAMPAIGNS);
    this.slugOfBusiness.set(entry.businessId, slug);
    // The index follows the entries: evicted slugs leave it so that it stays as small as they are.
    if (this.slugOfBusiness.size > MAX_PUBLIC_CAMPAIGNS) {
      for (const [businessId, indexed] of this.slugOfBusiness) {
        if (this.publicBySlug.get(indexed)?.businessId !== businessId) this.slugOfBusiness.delete(businessId);
      }
    }
  }

  /** A committed change to what the business's reads show, made by this replica: drop here and everywhere. */
  changed(businessId: string): void {
    this.forget(businessId);
    this.bus.broadcast(READ_CACHE_CHANGED, { businessId });
  }

  /** Drops this replica's entries of the business (another replica changed it). */
  forget(businessId: string): void {
    this.epochValue += 1;
    this.listTags.delete(businessId);
    const slug = this.slugOfBusiness.get(businessId);
    if (slug !== undefined) {
      this.slugOfBusiness.delete(businessId);
      if (this.publicBySlug.get(slug)?.businessId === businessId) this.publicBySlug.delete(slug);
    }
  }

  /** Drops every entry (broadcasts may have been missed). */
  forgetAll(): void {
    this.epochValue += 1;
    this.listTags.clear();
    this.publicBySlug.clear();
    this.slugOfBusiness.clear();
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
  subject: READ_CACHE_CHANGED,
  handle: (data, runtime) => {
    const businessId = (data as { businessId?: unknown } | null)?.businessId;
    const cache = readCacheOf(runtime.orm.em);
    if (typeof businessId === 'string') cache.forget(businessId);
    else cache.forgetAll();
  },
  onGap: (runtime) => readCacheOf(runtime.orm.em).forgetAll(),
};
