import type { EntityManager } from '@mikro-orm/sql';
import type {
  LeaderboardEntryDto,
  LeaderboardQuery,
  OwnerPrincipal,
  ReferrerPrincipal,
} from '@referrals/contracts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { findOwnedBusiness } from './owner.ts';
import { topReferrers } from './referrer-ranking.ts';

/** "S." for "Smith": what others see of a surname. */
const initialOf = (lastName: string): string => {
  const initial = [...lastName.trim()][0];
  return initial ? `${initial.toLocaleUpperCase('en-GB')}.` : '';
};

/** True when the caller may see the campaign's leaderboard: a live member of it, or an owner of its business. */
async function mayRead(
  em: EntityManager,
  caller: ReferrerPrincipal | OwnerPrincipal,
  campaign: KnownCampaign,
): Promise<boolean> {
  if (caller.kind === 'owner') return (await findOwnedBusiness(em, caller, campaign.businessId)) !== null;
  const memberships = await em.count(Referrer, {
    campaignId: campaign.campaignId,
    personId: caller.personId,
    deletedAt: null,
  });
  return memberships > 0;
}

/**
 * GET /api/campaigns/{id}/leaderboard: the campaign's first `limit` live referrers, ranked as their stats are,
 * for a live member of the campaign or its owner (404 for anyone else, and for a deleted campaign). Surnames
 * are reduced to their initial except on the calling referrer's own entry; no contact details. A referrer
 * below `limit` is not added (their stats give their rank).
 */
export async function leaderboard(
  em: EntityManager,
  caller: ReferrerPrincipal | OwnerPrincipal,
  campaignId: string,
  { limit }: LeaderboardQuery,
): Promise<LeaderboardEntryDto[]> {
  const campaign = await em.findOne(KnownCampaign, { campaignId, isDeleted: false });
  if (!campaign || !(await mayRead(em, caller, campaign))) throw ReferralErrors.campaignNotFound();
  const ranked = await topReferrers(em, campaignId, limit);
  return ranked.map((referrer, index) => {
    const isYou = caller.kind === 'referrer' && referrer.personId === caller.personId;
    return {
      id: referrer.id,
      rank: index + 1,
      firstName: referrer.firstName,
      lastName: isYou ? referrer.lastName : initialOf(referrer.lastName),
      successfulReferrals: referrer.successfulReferrals,
      totalReferrals: referrer.referralCount,
      isYou,
    };
  });
}
