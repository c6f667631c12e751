import type { EntityManager } from '@mikro-orm/sql';
import {
  ACTIVE_CAMPAIGN_DESCRIPTION_MAX,
  type ActiveCampaignSummary,
  type PublicCampaignDto,
  type PublicCampaignQuery,
} from '@referrals/contracts';
import { isUuid, plainTextExcerpt } from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { KnownBusiness } from '../entities/known-business.ts';
import { CampaignErrors } from '../errors.ts';
import { campaignFields, toMilestoneDto } from './campaign-mapping.ts';
import { milestonesOf } from './campaign-store.ts';
import { readCacheOf } from './read-cache.ts';

/** One active campaign as the referral page offers it for choosing. */
function activeCampaignSummary(campaign: Campaign): ActiveCampaignSummary {
  const description = plainTextExcerpt(campaign.description ?? '', ACTIVE_CAMPAIGN_DESCRIPTION_MAX);
  return { id: campaign.id, name: campaign.name, ...(description ? { description } : {}) };
}

/**
 * GET /api/campaigns/slug/{slug}: a campaign of the active business with that slug, public fields only, and
 * every active campaign of the business in summary (newest first). The campaign is the most recently created
 * active one, or the active one `query.campaign` names. A business an administrator disabled is a ConflictError
 * saying its programme is paused; anything else (unknown slug, no active campaign, an id that is no active
 * campaign of this business) is the same NotFoundError. Answers are kept per slug and chosen campaign
 * (read-cache.ts).
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
  // An active business first, should a renamed business's old slug still linger in the read model.
  const business = await em.findOne(KnownBusiness, { businessSlug: key }, { orderBy: { isActive: 'desc' } });
  if (!business) throw CampaignErrors.campaignNotFound();
  if (!business.isActive) throw CampaignErrors.programmePaused(business.businessName);
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
