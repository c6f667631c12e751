import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { RewardKind, VoucherHolder } from '@referrals/contracts';

/** Percent or pounds with pence, read back as a number. */
const poundsOrPercent = () => p.decimal('number').precision(10).scale(2).nullable();

/**
 * A voucher: the reward's terms as the campaign had them at issue, its unguessable code, expiry and state.
 * A referee's welcome voucher names their registration (at most one each); a referrer's reward (part 2) does
 * not. `referrerId` is the referee's referrer, or the rewarded referrer.
 */
export const Voucher = defineEntity({
  name: 'Voucher',
  tableName: 'voucher',
  properties: {
    id: p.uuid().primary(),
    code: p.text().unique(),
    holder: p.text().$type<VoucherHolder>(),
    campaignId: p.uuid().index(),
    referrerId: p.uuid(),
    refereeId: p.uuid().nullable().unique(),
    holderFirstName: p.text(),
    rewardName: p.text(),
    rewardKind: p.text().$type<RewardKind>(),
    rewardValue: poundsOrPercent(),
    maxDiscount: poundsOrPercent(),
    expiresAt: p.datetime(),
    redeemedAt: p.datetime().nullable(),
    createdAt: p.datetime(),
  },
});

export type Voucher = InferEntity<typeof Voucher>;
