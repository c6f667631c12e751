import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import {
  ACTIVE_CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_FIELDS,
  CAMPAIGN_FIELD_NAMES,
  CampaignEvents,
  DEFAULT_MAX_DISCOUNT,
  type ActiveCampaignSummary,
  type CampaignCreateInput,
  type CampaignDto,
  type CampaignEditInput,
  type CampaignEventData,
  type CampaignExportRecord,
  type CampaignField,
  type CampaignFieldDefinition,
  type CampaignStatsDto,
  type ExportPage,
  type ExportPageQuery,
  type MilestoneEventData,
  type MilestoneInput,
  type OwnerPrincipal,
  type PublicCampaignDto,
  type PublicCampaignQuery,
  type RewardKind,
  type RewardMilestoneDto,
  type RewardTerms,
  type RewardType,
  campaignEventContent,
  planFactsOf,
} from '@referrals/contracts';
import {
  cursorTime,
  decodeCursor,
  etagMatches,
  isUuid,
  notModified,
  plainTextExcerpt,
  recordEvent,
  serviceTable,
  strongEtag,
  toExportPage,
  type NotModifiedReply,
} from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { CampaignErrors } from '../errors.ts';
import { findOwnedBusiness, findOwnedCampaign } from './owner.ts';
import { readCacheOf } from './read-cache.ts';
import { sanitizeOptionalRichText as rich, sanitizeRichText } from './rich-text.ts';
import { forgetCampaignStatistics, statsOf, toStatsDto } from './statistics.ts';
import { imageFilesOf, releaseFiles, type UploadContext } from './uploaded-files.ts';

export interface CampaignContext {
  /** Carried with the events to their consumers, for log correlation. */
  requestId?: string;
  /** Where the campaign's uploaded images are: those a change leaves unused are deleted from it. */
  uploads?: UploadContext;
}

const orNull = (value: string | undefined): string | null =>
  value === undefined || value === '' ? null : value;

function toMilestoneDto(milestone: RewardMilestone): RewardMilestoneDto {
  return {
    id: milestone.id,
    campaignId: milestone.campaignId,
    referralCount: milestone.referralCount,
    rewardName: milestone.rewardName ?? null,
    rewardDescription: milestone.rewardDescription,
    description: milestone.rewardDescription,
    termsAndConditions: milestone.termsAndConditions ?? null,
    rewardValue: milestone.rewardValue,
    rewardType: milestone.rewardType,
    position: milestone.position,
  };
}

/** What every view of a campaign shows of the campaign itself (not its statistics, not its milestones). */
type CampaignFields = Omit<CampaignDto, keyof CampaignStatsDto | 'milestones'>;

/**
 * What a campaign holds besides its content (CAMPAIGN_FIELDS), identity, owner and dates: both rewards' terms.
 * Answered and copied as stored.
 */
export const REWARD_FIELDS = (['constant', 'invitee'] as const).flatMap(
  (party) =>
    [
      `${party}RewardEnabled`,
      `${party}RewardName`,
      `${party}RewardType`,
      `${party}RewardValue`,
      `${party}RewardMaxDiscount`,
    ] as const,
);

type RewardField = (typeof REWARD_FIELDS)[number];

/** `fields` of the campaign as answered: each as stored, null for nothing. */
function valuesOf<F extends CampaignField | RewardField>(campaign: Campaign, fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, campaign[field] ?? null])) as Pick<CampaignDto, F>;
}

function campaignFields(campaign: Campaign, business: KnownBusiness): CampaignFields {
  return {
    id: campaign.id,
    userId: campaign.businessId,
    businessName: business.businessName,
    businessSlug: business.businessSlug,
    ...valuesOf(campaign, CAMPAIGN_FIELD_NAMES),
    geographicRadius: campaign.geoRadius,
    ...valuesOf(campaign, REWARD_FIELDS),
    // docs/product-rules.md §3's read-only names of the same rewards (CampaignDto says which is which).
    referrerRewardName: campaign.constantRewardName ?? null,
    referrerRewardValue: campaign.constantRewardValue ?? null,
    rewardType: campaign.inviteeRewardType,
    rewardValue: campaign.inviteeRewardValue ?? null,
    isActive: campaign.isActive,
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

function toCampaignDto(
  campaign: Campaign,
  business: KnownBusiness,
  milestones: RewardMilestone[],
  stats: CampaignStatsDto,
): CampaignDto {
  return { ...campaignFields(campaign, business), ...stats, milestones: milestones.map(toMilestoneDto) };
}

/** The campaign as its owner sees it, with its statistics as they are now. */
async function campaignDtoOf(
  em: EntityManager,
  campaign: Campaign,
  business: KnownBusiness,
): Promise<CampaignDto> {
  const stats = await statsOf(em, [campaign.id]);
  return toCampaignDto(campaign, business, await milestonesOf(em, campaign.id), stats.get(campaign.id)!);
}

/**
 * A reward as events carry it, null while it is off. A reward switched on without a name (possible only
 * before the edit form required one) is named "".
 */
function rewardTermsOf(
  enabled: boolean,
  name: string | null | undefined,
  kind: RewardKind,
  value: number | null | undefined,
  maxDiscount: number | null | undefined,
): RewardTerms | null {
  return enabled ? { name: name ?? '', kind, value: value ?? null, maxDiscount: maxDiscount ?? null } : null;
}

/** A milestone as events carry it; one without a name of its own goes by its description. */
function milestoneEventData(milestone: RewardMilestone): MilestoneEventData {
  return {
    referralCount: milestone.referralCount,
    rewardName: milestone.rewardName ?? milestone.rewardDescription,
    rewardType: milestone.rewardType as RewardType,
    rewardValue: milestone.rewardValue,
    description: milestone.rewardDescription,
  };
}

/**
 * The campaign in full as its events carry it (the referral service's read model is built from them): state,
 * branding, both rewards and the milestones (in {@link MILESTONE_ORDER}).
 */
export function eventData(campaign: Campaign, milestones: RewardMilestone[]): CampaignEventData {
  return {
    campaignId: campaign.id,
    businessId: campaign.businessId,
    ...campaignEventContent(campaign),
    isActive: campaign.isActive,
    inviteeReward: rewardTermsOf(
      campaign.inviteeRewardEnabled,
      campaign.inviteeRewardName,
      campaign.inviteeRewardType,
      campaign.inviteeRewardValue,
      campaign.inviteeRewardMaxDiscount,
    ),
    constantReward: rewardTermsOf(
      campaign.constantRewardEnabled,
      campaign.constantRewardName,
      campaign.constantRewardType,
      campaign.constantRewardValue,
      campaign.constantRewardMaxDiscount,
    ),
    milestones: milestones.map(milestoneEventData),
    updatedAt: campaign.updatedAt.toISOString(),
  };
}

/**
 * Milestones are kept ordered by referral count (no two share one: the schema refuses it); `position` keeps the
 * order of milestones saved before that rule, which could share a count.
 */
export const MILESTONE_ORDER = { referralCount: 'asc', position: 'asc' } as const;

export const milestonesOf = (em: EntityManager, campaignId: string) =>
  em.find(RewardMilestone, { campaignId }, { orderBy: MILESTONE_ORDER });

/**
 * Locks the business row until `tx` ends, so that concurrent activations of one business take turns, then
 * refuses one more active campaign past the plan's limit (`exceptCampaignId` is the one being activated).
 */
async function checkActiveLimit(
  tx: EntityManager,
  businessId: string,
  exceptCampaignId?: string,
): Promise<void> {
  const business = await tx.findOneOrFail(
    KnownBusiness,
    { businessId },
    { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  const { tier, activeCampaignLimit: limit } = planFactsOf(business.subscriptionTier);
  if (!Number.isFinite(limit)) return;
  const active = await tx.count(Campaign, {
    businessId,
    isActive: true,
    ...(exceptCampaignId ? { id: { $ne: exceptCampaignId } } : {}),
  });
  if (active >= limit) throw CampaignErrors.planLimitReached(tier, limit);
}

/** The milestones to store, in {@link MILESTONE_ORDER} whatever the order they were sent in. */
function newMilestones(campaignId: string, milestones: MilestoneInput[]): RewardMilestone[] {
  const ordered = [...milestones].sort((a, b) => a.referralCount - b.referralCount);
  return ordered.map((milestone, position) => ({
    id: randomUUID(),
    campaignId,
    referralCount: milestone.referralCount,
    rewardName: orNull(milestone.rewardName),
    rewardDescription: milestone.description,
    termsAndConditions: orNull(rich(milestone.termsAndConditions)),
    rewardValue: milestone.rewardValue,
    rewardType: milestone.rewardType,
    position,
  })) as RewardMilestone[];
}

/**
 * A reward's kind, value and cap as stored: the value only when the reward is on and its kind has one, the
 * cap only for a percentage that is on (the forms hide the others, so what they held is not kept).
 */
function storedRewardTerms(
  enabled: boolean,
  kind: RewardKind,
  value: number | null | undefined,
  maxDiscount: number | null | undefined,
) {
  return {
    kind,
    value: enabled && kind !== 'free' ? (value ?? null) : null,
    maxDiscount: enabled && kind === 'percentage' ? (maxDiscount ?? DEFAULT_MAX_DISCOUNT) : null,
  };
}

/**
 * A content field as stored (CAMPAIGN_FIELDS): rich text sanitised, then whatever is empty is the field's
 * default (docs/product-rules.md §9) or null.
 */
function storedValue(field: CampaignField, value: string | null | undefined): string | null {
  const { kind, default: fallback }: CampaignFieldDefinition = CAMPAIGN_FIELDS[field];
  const given = kind === 'richText' && value ? sanitizeRichText(value) : value;
  return given || (fallback ?? null);
}

/**
 * The fields the wizard and the edit form both set, as stored: the content (`storedValue`) and the rewards'
 * terms. The reward names are the caller's (the wizard drops the name of a reward it did not enable; the edit
 * form keeps what was typed).
 */
function campaignContent(
  input: CampaignEditInput | CampaignCreateInput,
  geoRadius: string | null | undefined,
) {
  const constant = storedRewardTerms(
    input.constantRewardEnabled,
    input.constantRewardType,
    input.constantRewardValue,
    input.constantRewardMaxDiscount,
  );
  const invitee = storedRewardTerms(
    input.inviteeRewardEnabled,
    input.inviteeRewardType,
    input.inviteeRewardValue,
    input.inviteeRewardMaxDiscount,
  );
  const given: Partial<Record<CampaignField, string | null>> = { ...input, geoRadius };
  const content = Object.fromEntries(
    CAMPAIGN_FIELD_NAMES.map((field) => [field, storedValue(field, given[field])]),
  ) as Record<CampaignField, string | null> & { name: string };
  return {
    ...content,
    constantRewardEnabled: input.constantRewardEnabled,
    constantRewardType: constant.kind,
    constantRewardValue: constant.value,
    constantRewardMaxDiscount: constant.maxDiscount,
    inviteeRewardEnabled: input.inviteeRewardEnabled,
    inviteeRewardType: invitee.kind,
    inviteeRewardValue: invitee.value,
    inviteeRewardMaxDiscount: invitee.maxDiscount,
  };
}

/**
 * Runs `work` in a transaction of its own, then, once it has committed, drops the cached reads of the business
 * whose campaigns it changed (read-cache.ts): here and, by broadcast, in the other replicas.
 */
async function changeBusiness<T>(
  em: EntityManager,
  businessId: string,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  const result = await em.fork().transactional(work);
  readCacheOf(em).changed(businessId);
  return result;
}

/**
 * The campaign row locked for this transaction, so concurrent changes to one campaign take turns and each
 * event describes it as committed; gone meanwhile (deleted) is not found.
 */
async function lockCampaign(tx: EntityManager, campaignId: string): Promise<Campaign> {
  const campaign = await tx.findOne(Campaign, { id: campaignId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!campaign) throw CampaignErrors.campaignNotFound();
  return campaign;
}

/**
 * The wizard's campaign, active from the start (refused past the business's plan limit) unless the owner
 * saves it inactive.
 */
export async function createCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  input: CampaignCreateInput,
  context: CampaignContext = {},
): Promise<CampaignDto> {
  const business = await findOwnedBusiness(em, owner, input.userId);
  return changeBusiness(em, business.businessId, async (tx) => {
    if (input.isActive) await checkActiveLimit(tx, business.businessId);
    const now = new Date();
    const campaign = tx.create(Campaign, {
      id: randomUUID(),
      businessId: business.businessId,
      ...campaignContent(input, input.geoRadius),
      constantRewardName: input.constantRewardEnabled ? orNull(input.constantRewardName) : null,
      inviteeRewardName: input.inviteeRewardEnabled ? orNull(input.inviteeRewardName) : null,
      isActive: input.isActive,
      createdAt: now,
      updatedAt: now,
    });
    const milestones = newMilestones(campaign.id, input.milestones ?? []);
    for (const milestone of milestones) tx.create(RewardMilestone, milestone);
    recordEvent(tx, CampaignEvents.created, eventData(campaign, milestones), {
      requestId: context.requestId,
    });
    await tx.flush();
    return toCampaignDto(campaign, business, milestones, toStatsDto(undefined));
  });
}

export async function getCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
): Promise<CampaignDto> {
  const { campaign, business } = await findOwnedCampaign(em, owner, campaignId);
  return campaignDtoOf(em, campaign, business);
}

/** The campaigns of a business of the caller's login, newest first, with their statistics. */
async function campaignsOfBusiness(em: EntityManager, owner: OwnerPrincipal, businessId: string) {
  const business = await findOwnedBusiness(em, owner, businessId);
  const campaigns = await em.find(
    Campaign,
    { businessId: business.businessId },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const stats = await statsOf(
    em,
    campaigns.map((campaign) => campaign.id),
  );
  return { business, campaigns, stats };
}

/** The campaign list as it is now: newest first, each with its milestones and statistics. */
async function readCampaignList(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
): Promise<CampaignDto[]> {
  const { business, campaigns, stats } = await campaignsOfBusiness(em, owner, businessId);
  if (campaigns.length === 0) return [];
  const milestones = await em.find(
    RewardMilestone,
    { campaignId: { $in: campaigns.map((campaign) => campaign.id) } },
    { orderBy: MILESTONE_ORDER },
  );
  return campaigns.map((campaign) =>
    toCampaignDto(
      campaign,
      business,
      milestones.filter((milestone) => milestone.campaignId === campaign.id),
      stats.get(campaign.id)!,
    ),
  );
}

/**
 * GET /api/campaigns/user/{userId}: newest first, each with its milestones and statistics. The dashboard
 * polls it with the tag of the list it holds (`ifNoneMatch`); while the business's cached tag is that one and
 * the caller's login owns the business, the answer is "not modified" with no query at all. Otherwise the list
 * is read, and its tag (the gateway's ETag of the same JSON) kept for the next poll.
 */
export async function listCampaigns(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  ifNoneMatch: string | null = null,
): Promise<CampaignDto[] | NotModifiedReply> {
  const cache = readCacheOf(em);
  const known = cache.listTag(businessId);
  if (known && known.loginId === owner.loginId && etagMatches(ifNoneMatch, known.etag)) {
    return notModified(known.etag);
  }
  const epoch = cache.epoch;
  const list = await readCampaignList(em, owner, businessId);
  // Read as a business of the caller's login (findOwnedBusiness), so that login is its owner.
  cache.rememberListTag(epoch, businessId, {
    loginId: owner.loginId,
    etag: strongEtag(JSON.stringify(list)),
  });
  return list;
}

/**
 * Campaigns per export page when the caller names no size. Seven rich texts of up to 50,000 characters
 * each make a record up to about 1 MiB in the worst case; ten ordinary ones are a few KiB, and the byte
 * budget of toExportPage stops a page of large ones early.
 */
export const CAMPAIGN_EXPORT_PAGE = 10;

/**
 * GET /api/campaigns/export/{userId}, one page: the campaigns of the business for the CSV export, newest
 * first, after the cursor of the page before. The keys come first from SQL (at the column's precision,
 * see ExportCursor), then only that page's campaigns are loaded.
 */
export async function exportCampaigns(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  { after, limit = CAMPAIGN_EXPORT_PAGE }: ExportPageQuery,
): Promise<ExportPage<CampaignExportRecord>> {
  const business = await findOwnedBusiness(em, owner, businessId);
  const cursor = decodeCursor(after);
  const keys = await em.execute<{ id: string; cursorAt: string }[]>(
    `select id, ${cursorTime('created_at')} as "cursorAt"
     from ${serviceTable(em, 'campaign')}
     where business_id = ?${cursor ? ' and (created_at, id) < (?::timestamptz, ?::uuid)' : ''}
     order by created_at desc, id desc
     limit ?`,
    cursor ? [business.businessId, cursor.at, cursor.id, limit + 1] : [business.businessId, limit + 1],
  );
  const ids = keys.map((key) => key.id);
  const campaigns = new Map(
    (ids.length > 0 ? await em.find(Campaign, { id: { $in: ids } }) : []).map((c) => [c.id, c]),
  );
  const stats = await statsOf(em, ids);
  const rows = keys.map(({ id, cursorAt }) => {
    const campaign = campaigns.get(id);
    const item: CampaignExportRecord | undefined = campaign && {
      ...campaignFields(campaign, business),
      ...stats.get(id)!,
    };
    return { item, cursor: { at: cursorAt, id } };
  });
  return toExportPage(rows, limit);
}

/** The detail page's toggle; activating counts against the plan's limit. Unchanged status records nothing. */
export async function setCampaignStatus(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  isActive: boolean,
  context: CampaignContext = {},
): Promise<CampaignDto> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  return changeBusiness(em, found.business.businessId, async (tx) => {
    if (isActive) await checkActiveLimit(tx, found.business.businessId, found.campaign.id);
    const campaign = await lockCampaign(tx, found.campaign.id);
    if (campaign.isActive !== isActive) {
      campaign.isActive = isActive;
      await tx.flush();
      recordEvent(
        tx,
        CampaignEvents.statusChanged,
        eventData(campaign, await milestonesOf(tx, campaign.id)),
        {
          requestId: context.requestId,
        },
      );
      await tx.flush();
    }
    return campaignDtoOf(tx, campaign, found.business);
  });
}

/** The edit form: every field it shows is set (absent text clears, absent booleans are false, docs/product-rules.md §5). */
export async function editCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  input: CampaignEditInput,
  context: CampaignContext = {},
): Promise<CampaignDto> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  let imagesBefore = new Set<string>();
  const edited = await changeBusiness(em, found.business.businessId, async (tx) => {
    const campaign = await lockCampaign(tx, found.campaign.id);
    imagesBefore = imageFilesOf(campaign);
    tx.assign(campaign, {
      ...campaignContent(input, input.geographicRadius),
      constantRewardName: orNull(input.constantRewardName),
      inviteeRewardName: orNull(input.inviteeRewardName),
    });
    await tx.flush();
    recordEvent(tx, CampaignEvents.updated, eventData(campaign, await milestonesOf(tx, campaign.id)), {
      requestId: context.requestId,
    });
    await tx.flush();
    return campaignDtoOf(tx, campaign, found.business);
  });
  const imagesAfter = imageFilesOf(edited);
  await releaseImages(
    em,
    [...imagesBefore].filter((filename) => !imagesAfter.has(filename)),
    context,
  );
  return edited;
}

/** Deletes the images a committed change left unused (uploaded-files.ts), when the caller gave the store. */
async function releaseImages(
  em: EntityManager,
  filenames: string[],
  context: CampaignContext,
): Promise<void> {
  if (context.uploads && filenames.length > 0) await releaseFiles(em, filenames, context.uploads);
}

export async function deleteCampaign(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  context: CampaignContext = {},
): Promise<{ message: string }> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  await changeBusiness(em, found.business.businessId, async (tx) => {
    const milestones = await milestonesOf(tx, found.campaign.id);
    const deleted = await tx.nativeDelete(Campaign, { id: found.campaign.id });
    if (deleted === 0) throw CampaignErrors.campaignNotFound();
    await tx.nativeDelete(RewardMilestone, { campaignId: found.campaign.id });
    // After the campaign's row: a referral event being counted holds that row, so its figures are deleted too.
    await forgetCampaignStatistics(tx, found.campaign.id);
    recordEvent(tx, CampaignEvents.deleted, eventData(found.campaign, milestones), {
      requestId: context.requestId,
    });
    await tx.flush();
  });
  await releaseImages(em, [...imageFilesOf(found.campaign)], context);
  return { message: 'Campaign deleted' };
}

export async function listMilestones(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
): Promise<RewardMilestoneDto[]> {
  const { campaign } = await findOwnedCampaign(em, owner, campaignId);
  return (await milestonesOf(em, campaign.id)).map(toMilestoneDto);
}

/** Replaces every milestone of the campaign with `milestones`, ordered by referral count; records `updated`. */
export async function replaceMilestones(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  milestones: MilestoneInput[],
  context: CampaignContext = {},
): Promise<RewardMilestoneDto[]> {
  const found = await findOwnedCampaign(em, owner, campaignId);
  return changeBusiness(em, found.business.businessId, async (tx) => {
    const campaign = await lockCampaign(tx, found.campaign.id);
    await tx.nativeDelete(RewardMilestone, { campaignId: campaign.id });
    const created = newMilestones(campaign.id, milestones);
    for (const milestone of created) tx.create(RewardMilestone, milestone);
    campaign.updatedAt = new Date();
    await tx.flush();
    recordEvent(tx, CampaignEvents.updated, eventData(campaign, created), { requestId: context.requestId });
    await tx.flush();
    return created.map(toMilestoneDto);
  });
}

/** One active campaign as the referral page offers it for choosing. */
function activeCampaignSummary(campaign: Campaign): ActiveCampaignSummary {
  const description = plainTextExcerpt(campaign.description ?? '', ACTIVE_CAMPAIGN_DESCRIPTION_MAX);
  return { id: campaign.id, name: campaign.name, ...(description ? { description } : {}) };
}

/**
 * GET /api/campaigns/slug/{slug}: a campaign of the active business with that slug, public fields only, and
 * every active campaign of the business in summary (newest first). The campaign is the most recently created
 * active one, or the active one `query.campaign` names; anything else (unknown slug, inactive business, no
 * active campaign, an id that is no active campaign of this business) is the same NotFoundError. Answers are
 * kept per slug and chosen campaign (read-cache.ts).
 */
export async function publicCampaignBySlug(
  em: EntityManager,
  slug: unknown,
  query: PublicCampaignQuery = {},
): Promise<PublicCampaignDto> {
  if (typeof slug !== 'string' || slug.length === 0 || slug.length > 200)
    throw CampaignErrors.campaignNotFound();
  const chosen = query.campaign;
  if (chosen !== undefined && !isUuid(chosen)) throw CampaignErrors.campaignNotFound();
  const key = slug.toLowerCase();
  const cache = readCacheOf(em);
  const cached = cache.publicCampaign(key, chosen);
  if (cached) return cached;
  const epoch = cache.epoch;
  const business = await em.findOne(KnownBusiness, { businessSlug: key, isActive: true });
  if (!business) throw CampaignErrors.campaignNotFound();
  const active = await em.find(
    Campaign,
    { businessId: business.businessId, isActive: true },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const campaign = chosen === undefined ? active[0] : active.find((each) => each.id === chosen);
  if (!campaign) throw CampaignErrors.campaignNotFound();
  const { createdAt, updatedAt, targetDemo, geoRadius, geographicRadius, duration, ...shown } =
    campaignFields(campaign, business);
  void [createdAt, updatedAt, targetDemo, geoRadius, geographicRadius, duration];
  const answer: PublicCampaignDto = {
    ...shown,
    milestones: (await milestonesOf(em, campaign.id)).map(toMilestoneDto),
    activeCampaigns: active.map(activeCampaignSummary),
  };
  cache.rememberPublicCampaign(epoch, key, chosen, { businessId: business.businessId, campaign: answer });
  return answer;
}
