import {
  ReferralEvents,
  serviceEventsFilter,
  type RefereeRegisteredData,
  type ReferrerDeletedData,
  type ReferrerErasedData,
  type ReferrerRegisteredData,
  type ReferrerUpdatedData,
  type ReferrerVerifiedData,
  type VoucherIssuedData,
  type VoucherRedeemedData,
} from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { readCacheOf } from '../use-cases/read-cache.ts';
import {
  eraseReferrer,
  forgetReferrer,
  lockLiveCampaign,
  recordReferral,
  recordReferrer,
  recordReferrerUpdated,
  recordReferrerVerified,
  recordVoucherIssued,
  recordVoucherRedeemed,
} from '../use-cases/statistics.ts';

/** Keeps the campaign statistics read model in step with the referral service's events. */
export const referralStatisticsConsumer: ConsumerDefinition = {
  durable: 'campaign-referral-statistics',
  filter: serviceEventsFilter('referral'),
  handle: async (event, { em, log, afterCommit }) => {
    // The referral service's other events (if any) do not concern this read model.
    if (!Object.values<string>(ReferralEvents).includes(event.type)) return;
    const data = event.data as { campaignId?: unknown } | null;
    const businessId =
      typeof data?.campaignId === 'string' ? await lockLiveCampaign(em, data.campaignId) : null;
    if (businessId === null) {
      // The campaign was deleted (its figures with it) or never was: nothing left to count.
      log.debug({ campaignId: data?.campaignId }, 'referral event for no known campaign ignored');
      return;
    }
    // The campaign list carries every campaign's figures: its cached tag goes once they are committed.
    afterCommit(() => readCacheOf(em).changed(businessId));
    switch (event.type) {
      case ReferralEvents.referrerRegistered:
        await recordReferrer(em, event.data as ReferrerRegisteredData);
        return;
      case ReferralEvents.referrerVerified:
        await recordReferrerVerified(em, event.data as ReferrerVerifiedData);
        return;
      case ReferralEvents.referrerDeleted:
        await forgetReferrer(em, event.data as ReferrerDeletedData);
        return;
      case ReferralEvents.referrerUpdated:
        await recordReferrerUpdated(em, event.data as ReferrerUpdatedData, event.occurredAt);
        return;
      case ReferralEvents.referrerErased:
        await eraseReferrer(em, event.data as ReferrerErasedData);
        return;
      case ReferralEvents.refereeRegistered:
        await recordReferral(em, event.data as RefereeRegisteredData);
        return;
      case ReferralEvents.voucherIssued:
        await recordVoucherIssued(em, event.data as VoucherIssuedData);
        return;
      case ReferralEvents.voucherRedeemed:
        await recordVoucherRedeemed(em, event.data as VoucherRedeemedData);
        return;
    }
  },
};
