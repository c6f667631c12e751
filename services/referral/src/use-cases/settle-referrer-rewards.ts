import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { MilestoneEventData, RewardTerms } from '@referrals/contracts';
import { serviceTable } from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Person } from '../entities/person.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { voucherLink } from './links.ts';
import { recordReferrerReward } from './mails.ts';
import { issueVoucher } from './vouchers.ts';

export interface RewardContext {
  /** `PUBLIC_URL`: the reward voucher's page in its e-mail. */
  publicUrl: string;
  /** `VOUCHER_VALID_DAYS`. */
  voucherValidDays: number;
  now: Date;
  requestId?: string;
}

/** A reward a referrer has earned, and the key that makes it theirs once. */
interface DueReward {
  key: string;
  reward: RewardTerms;
}

/**
 * A milestone's reward as a voucher carries it: milestones describe their value in words ("£50", "a free
 * cut"), so the voucher names it and counts as a free product or service, nothing computed off a bill.
 */
export function milestoneReward(milestone: MilestoneEventData): RewardTerms {
  const value = milestone.rewardValue.trim();
  const name =
    value && !milestone.rewardName.includes(value)
      ? `${milestone.rewardName} (${value})`
      : milestone.rewardName;
  return { name, kind: 'free', value: null, maxDiscount: null };
}

/**
 * What `successfulReferrals` earns on the campaign as it is now: with the constant reward on, one voucher per
 * successful referral (`constant:<n>`), and milestones do not apply; otherwise each milestone reached
 * (`milestone:<referralCount>`).
 */
function rewardsDue(campaign: KnownCampaign, successfulReferrals: number): DueReward[] {
  if (campaign.constantReward) {
    const reward = campaign.constantReward;
    return Array.from({ length: successfulReferrals }, (_, i) => ({ key: `constant:${i + 1}`, reward }));
  }
  return campaign.milestones
    .filter((milestone) => milestone.referralCount <= successfulReferrals)
    .map((milestone) => ({
      key: `milestone:${milestone.referralCount}`,
      reward: milestoneReward(milestone),
    }));
}

/**
 * A referee of the referrer came in (their voucher or welcome pass was redeemed): one more successful
 * referral, then the rewards it earned. In the caller's transaction; the increment locks the referrer's row.
 */
export async function recordSuccessfulReferral(
  em: EntityManager,
  referrerId: string,
  context: RewardContext,
): Promise<Voucher[]> {
  await em.execute(
    `update ${serviceTable(em, 'referrer')} set successful_referrals = successful_referrals + 1 where id = ?`,
    [referrerId],
  );
  return settleReferrerRewards(em, referrerId, context);
}

/**
 * Issues, in the caller's transaction, the referrer's rewards that are due and not issued yet, each e-mailed to
 * them, and answers those. Idempotent: each reward is keyed on (referrer, reward key) with a unique index, and
 * settlements of one referrer take turns on its row, so a retry, a redelivery or a race issues nothing twice;
 * editing the milestones never issues a reached one again. Rewards wait for a verified referrer (their e-mail
 * confirmed: settled again then) and stop with a deleted one; a deleted campaign, or one of a disabled
 * business, issues nothing.
 */
export async function settleReferrerRewards(
  em: EntityManager,
  referrerId: string,
  context: RewardContext,
): Promise<Voucher[]> {
  const referrer = await em.findOneOrFail(Referrer, referrerId, {
    lockMode: LockMode.PESSIMISTIC_WRITE,
    refresh: true,
  });
  if (referrer.deletedAt) return [];
  const person = await em.findOne(Person, referrer.personId);
  if (!person?.verifiedAt) return [];
  const campaign = await em.findOne(KnownCampaign, referrer.campaignId);
  const business = campaign && (await em.findOne(KnownBusiness, campaign.businessId));
  // A disabled business issues nothing meanwhile; what is due is issued at the next settlement after it.
  if (!campaign || campaign.isDeleted || !business?.isActive) return [];
  const due = rewardsDue(campaign, referrer.successfulReferrals);
  if (due.length === 0) return [];

  const issued = new Set(
    (await em.find(Voucher, { referrerId, rewardKey: { $ne: null } }, { fields: ['rewardKey'] })).map(
      ({ rewardKey }) => rewardKey,
    ),
  );
  const vouchers: Voucher[] = [];
  for (const { key, reward } of due) {
    if (issued.has(key)) continue;
    issued.add(key);
    const voucher = issueVoucher(em, {
      holder: 'referrer',
      campaignId: referrer.campaignId,
      referrerId,
      refereeId: null,
      rewardKey: key,
      holderFirstName: referrer.firstName,
      reward,
      validDays: context.voucherValidDays,
      now: context.now,
      requestId: context.requestId,
    });
    recordReferrerReward(
      em,
      { campaign, business },
      {
        voucher,
        to: person.email,
        link: voucherLink(context.publicUrl, voucher.code),
        successfulReferrals: referrer.successfulReferrals,
      },
      { requestId: context.requestId },
    );
    vouchers.push(voucher);
  }
  return vouchers;
}
