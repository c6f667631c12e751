import {
  ReferralEvents,
  ReferralReviewEvents,
  serviceEventsFilter,
  type ReferralReviewDecidedData,
  type VoucherIssuedData,
  type VoucherRedeemedData,
} from '@referrals/contracts';
import { isUuid, type ConsumerDefinition } from '@referrals/service-kit';
import type { EntityManager } from '@mikro-orm/sql';
import { Referee } from '../entities/referee.ts';
import { Voucher } from '../entities/voucher.ts';
import {
  notifyFriendCameIn,
  notifyFriendJoined,
  type NotifiedFriend,
} from '../use-cases/friend-notifications.ts';

/**
 * Tells referrers about their friends, from the service's own events. A referee's voucher (or welcome pass)
 * issued means the friend confirmed their e-mail (joined), unless the business recorded the friend at the
 * counter. The friend came in once their voucher is redeemed and the referral counts: at once, or, for a
 * flagged referral waiting for the owner's decision, when it is approved (a rejected one never counts). Each
 * e-mail is recorded in the consumer's transaction (through the outbox, once per friend and kind however often
 * the events come, in whichever order).
 */
export const friendNotificationsConsumer: ConsumerDefinition = {
  durable: 'referral-friend-notifications',
  filter: serviceEventsFilter('referral'),
  handle: async (event, { em, config }) => {
    const context = { publicUrl: config.publicUrl, now: new Date() };
    switch (event.type) {
      case ReferralEvents.voucherIssued: {
        const found = await refereeVoucher(em, event.data as VoucherIssuedData);
        // A friend the business recorded at the counter confirmed no e-mail: they only came in.
        if (found && !found.referee.recordedByBusiness) await notifyFriendJoined(em, found.friend, context);
        return;
      }
      case ReferralEvents.voucherRedeemed: {
        const found = await refereeVoucher(em, event.data as VoucherRedeemedData);
        if (found && counts(found.referee)) await notifyFriendCameIn(em, found.friend, context);
        return;
      }
      case ReferralReviewEvents.reviewDecided: {
        const { refereeId, decision } = event.data as ReferralReviewDecidedData;
        if (decision !== 'approved' || !isUuid(refereeId)) return;
        const voucher = await em.findOne(Voucher, { refereeId, holder: 'referee' });
        const found =
          voucher?.redeemedAt && (await refereeVoucher(em, { holder: 'referee', voucherId: voucher.id }));
        if (found && counts(found.referee)) await notifyFriendCameIn(em, found.friend, context);
        return;
      }
      default:
        return;
    }
  },
};

/** A referral counts once no decision is waiting on it, or it was approved. */
const counts = (referee: Referee) => referee.reviewState === null || referee.reviewState === 'approved';

/** The friend a referee's voucher is of, with their registration; null for a referrer's voucher. */
async function refereeVoucher(
  em: EntityManager,
  data: Pick<VoucherIssuedData, 'holder' | 'voucherId'>,
): Promise<{ friend: NotifiedFriend; referee: Referee } | null> {
  if (data.holder !== 'referee' || !isUuid(data.voucherId)) return null;
  const voucher = await em.findOne(Voucher, data.voucherId);
  const referee = voucher?.refereeId ? await em.findOne(Referee, voucher.refereeId, { refresh: true }) : null;
  if (!voucher || !referee) return null;
  return {
    friend: { refereeId: referee.id, referrerId: voucher.referrerId, firstName: voucher.holderFirstName },
    referee,
  };
}
