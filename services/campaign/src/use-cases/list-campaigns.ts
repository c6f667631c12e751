import type { EntityManager } from '@mikro-orm/sql';
import type { CampaignDto, OwnerPrincipal } from '@referrals/contracts';
import { etagMatches, notModified, strongEtag, type NotModifiedReply } from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { RewardMilestone } from '../entities/reward-milestone.ts';
import { MILESTONE_ORDER, toCampaignDto } from './campaign-mapping.ts';
import { findOwnedBusiness } from './owner.ts';
import { readCacheOf } from './read-cache.ts';
import { statsOf } from './statistics.ts';

/** The campaigns of a business of the caller's login, newest first, with their statistics as of `now`. */
async function campaignsOfBusiness(em: EntityManager, owner: OwnerPrincipal, businessId: string, now: Date) {
  const business = await findOwnedBusiness(em, owner, businessId);
  const campaigns = await em.find(
    Campaign,
    { businessId: business.businessId },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const stats = await statsOf(
    em,
    campaigns.map((campaign) => campaign.id),
    now,
  );
  return { business, campaigns, stats };
}

/** The campaign list as of `now`: newest first, each with its milestones and statistics. */
async function readCampaignList(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  now: Date,
): Promise<CampaignDto[]> {
  const { business, campaigns, stats } = await campaignsOfBusiness(em, owner, businessId, now);
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
 * polls it with the tag of the list it holds (`ifNoneMatch`); while the business's cached tag is that one, of
 * this UTC month (`now`'s), and the caller's login owns the business, the answer is "not modified" with no
 * query at all. Otherwise the list is read, and its tag (the gateway's ETag of the same JSON) kept for the next
 * poll.
 */
export async function listCampaigns(
  em: EntityManager,
  owner: OwnerPrincipal,
  businessId: string,
  ifNoneMatch: string | null = null,
  now: Date = new Date(),
): Promise<CampaignDto[] | NotModifiedReply> {
  const cache = readCacheOf(em);
  const known = cache.listTag(businessId);
  const month = now.toISOString().slice(0, 7);
  if (
    known &&
    known.loginId === owner.loginId &&
    known.month === month &&
    etagMatches(ifNoneMatch, known.etag)
  ) {
    return notModified(known.etag);
  }
  const epoch = cache.epoch;
  const list = await readCampaignList(em, owner, businessId, now);
  // Read as a business of the caller's login (findOwnedBusiness), so that login is its owner.
  cache.rememberListTag(epoch, businessId, {
    loginId: owner.loginId,
    etag: strongEtag(JSON.stringify(list)),
    month,
  });
  return list;
}
