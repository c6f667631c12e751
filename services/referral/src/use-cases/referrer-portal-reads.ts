import type { EntityManager } from '@mikro-orm/sql';
import {
  rewardInBrief,
  type CampaignRewardRulesDto,
  type FriendState,
  type ReferrerFriendsDto,
  type ReferrerPrincipal,
  type ReferrerRewardsDto,
  type RewardVoucherState,
} from '@referrals/contracts';
import type { KnownBusiness } from '../entities/known-business.ts';
import type { KnownCampaign } from '../entities/known-campaign.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { campaignsOf, liveMemberships } from './referrer-account.ts';
import { milestoneReward } from './settle-referrer-rewards.ts';

/** A reward voucher's state at `now`: redeemed first, then cancelled, then past its expiry. */
function rewardState(voucher: Voucher, now: Date): RewardVoucherState {
  if (voucher.redeemedAt) return 'redeemed';
  if (voucher.cancelledAt) return 'cancelled';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
}

/** The successful referrals a reward key (`constant:<n>`, `milestone:<n>`) names. */
function earnedFor(rewardKey: string | null): number {
  return Number(rewardKey?.split(':')[1] ?? 0);
}

/** The membership, its campaign and business by id and name: what each of the portal's lists is headed by. */
function membershipHeading(
  membership: Referrer,
  { campaign, business }: { campaign: KnownCampaign; business: KnownBusiness },
) {
  return {
    referrerId: membership.id,
    campaignId: membership.campaignId,
    campaignName: campaign.name,
    businessName: business.businessName,
  };
}

/** How a campaign rewards its referrers: each successful referral (constant reward), or its milestones. */
function rewardRules(campaign: KnownCampaign) {
  if (campaign.isDeleted) return { everyReferral: null, milestones: [] };
  if (campaign.constantReward) {
    return {
      everyReferral: rewardInBrief(campaign.constantReward) ?? campaign.constantReward.name,
      milestones: [],
    };
  }
  return {
    everyReferral: null,
    milestones: [...campaign.milestones]
      .sort((a, b) => a.referralCount - b.referralCount)
      .map((milestone) => ({
        referralCount: milestone.referralCount,
        reward: milestoneReward(milestone).name,
      })),
  };
}

/**
 * GET /api/referrers/me/rewards: every reward voucher issued to the signed-in person, in any campaign they
 * joined (a membership its owner deleted included: its vouchers stay valid), newest first, and how each
 * campaign they are still in rewards referrers. Nothing of anyone else's: the memberships are the caller's.
 */
export async function referrerRewards(
  em: EntityManager,
  referrer: ReferrerPrincipal,
  now: Date = new Date(),
): Promise<ReferrerRewardsDto> {
  const memberships = await em.find(Referrer, { personId: referrer.personId });
  const membershipById = new Map(memberships.map((membership) => [membership.id, membership]));
  const campaignOf = await campaignsOf(em, memberships);
  const vouchers = await em.find(
    Voucher,
    { holder: 'referrer', referrerId: { $in: [...membershipById.keys()] } },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const live = await liveMemberships(em, referrer.personId);
  return {
    rewards: vouchers.map((voucher) => {
      const { campaign, business } = campaignOf(membershipById.get(voucher.referrerId)!);
      return {
        code: voucher.code,
        rewardName: voucher.rewardName,
        rewardText:
          rewardInBrief({
            kind: voucher.rewardKind,
            value: voucher.rewardValue ?? null,
            maxDiscount: voucher.maxDiscount ?? null,
            name: voucher.rewardName,
          }) ?? voucher.rewardName,
        state: rewardState(voucher, now),
        expiresAt: voucher.expiresAt.toISOString(),
        redeemedAt: voucher.redeemedAt?.toISOString() ?? null,
        cancelledAt: voucher.cancelledAt?.toISOString() ?? null,
        createdAt: voucher.createdAt.toISOString(),
        earnedFor: earnedFor(voucher.rewardKey ?? null),
        referrerId: voucher.referrerId,
        campaignId: voucher.campaignId,
        campaignName: campaign.name,
        businessName: business.businessName,
      };
    }),
    campaigns: live.map((membership): CampaignRewardRulesDto => {
      const names = campaignOf(membership);
      return { ...membershipHeading(membership, names), ...rewardRules(names.campaign) };
    }),
  };
}

/** A friend's state: came in once their voucher or pass was redeemed, confirmed once their e-mail was. */
function friendState(referee: Referee, redeemed: boolean): FriendState {
  if (redeemed) return 'came-in';
  return referee.verifiedAt ? 'confirmed' : 'signed-up';
}

/**
 * GET /api/referrers/me/friends: per campaign the signed-in person is in, the friends who signed up through
 * them: the first name, the state and the month only (their contact details are theirs, not the referrer's).
 */
export async function referrerFriends(
  em: EntityManager,
  referrer: ReferrerPrincipal,
): Promise<ReferrerFriendsDto> {
  const memberships = await liveMemberships(em, referrer.personId);
  const campaignOf = await campaignsOf(em, memberships);
  const referees = await em.find(
    Referee,
    { referrerId: { $in: memberships.map(({ id }) => id) } },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  const redeemed = new Set(
    (
      await em.find(
        Voucher,
        { refereeId: { $in: referees.map(({ id }) => id) }, redeemedAt: { $ne: null } },
        { fields: ['refereeId'] },
      )
    ).map(({ refereeId }) => refereeId),
  );
  return {
    campaigns: memberships.map((membership) => ({
      ...membershipHeading(membership, campaignOf(membership)),
      friends: referees
        .filter((referee) => referee.referrerId === membership.id)
        .map((referee) => ({
          firstName: referee.firstName,
          state: friendState(referee, redeemed.has(referee.id)),
          month: referee.createdAt.toISOString().slice(0, 7),
        })),
    })),
  };
}
