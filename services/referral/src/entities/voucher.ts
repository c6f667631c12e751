import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RewardKind, VoucherHolder, VoucherKind } from '@referrals/contracts';

/** Percent or pounds with pence, read back as a number. */
const poundsOrPercent = () => p.decimal('number').precision(10).scale(2).nullable();

/**
 * A voucher: the reward's terms as the campaign had them at issue, its unguessable code, expiry and state.
 * A referee's welcome voucher (or welcome pass, when the campaign has no invitee reward) names their
 * registration (at most one each); a referrer's reward names what earned it (`rewardKey`). `referrerId` is the referee's referrer, or the rewarded referrer.
 */
export const Voucher = defineEntity({
  name: 'Voucher',
  tableName: 'voucher',
  properties: {
    id: p.uuid().primary(),
    code: p.text().unique(),
    kind: p.text().$type<VoucherKind>().default('voucher'),
    holder: p.text().$type<VoucherHolder>(),
    campaignId: p.uuid().index(),
    referrerId: p.uuid(),
    refereeId: p.uuid().nullable().unique(),
    /**
     * A referrer's reward: what it was earned for, `constant:<n>` (the n-th successful referral) or
     * `milestone:<referralCount>`, unique per referrer so that no reward is issued twice.
     */
    rewardKey: p.text().nullable(),
    holderFirstName: p.text(),
    rewardName: p.text(),
    rewardKind: p.text().$type<RewardKind>(),
    rewardValue: poundsOrPercent(),
    maxDiscount: poundsOrPercent(),
    expiresAt: p.datetime(),
    redeemedAt: p.datetime().nullable(),
    /**
     * A referrer's reward left unredeemed when they deleted their account, or a referee's voucher whose
     * referral the business rejected: it can no longer be redeemed.
     */
    cancelledAt: p.datetime().nullable(),
    /** The business's reason, for a referral it rejected. */
    cancelReason: p.text().nullable(),
    createdAt: p.datetime(),
  },
});

export type Voucher = InferEntity<typeof Voucher>;
