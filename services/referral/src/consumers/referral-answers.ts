import { serviceEventsFilter } from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { announceAnswersChanged } from '../use-cases/answers-changed.ts';

/**
 * The service's own events, each recorded in the transaction of a change to a campaign's referrers, referees or
 * vouchers (a sign-up, a verification, a redemption and the rewards it settles, a referrer joining, leaving
 * or renamed): once one is committed, the gateways drop the answers they keep of the campaign's business (a
 * referrer's progress, whose figures and rank it may have changed). Events without a campaign (a referrer's
 * login) change no kept answer.
 */
export const referralAnswersConsumer: ConsumerDefinition = {
  durable: 'referral-answers',
  filter: serviceEventsFilter('referral'),
  handle: async (event, { em, bus, afterCommit }) => {
    const campaignId = (event.data as { campaignId?: unknown } | null)?.campaignId;
    if (typeof campaignId !== 'string') return;
    const campaign = await em.findOne(KnownCampaign, campaignId, { fields: ['businessId'] });
    if (campaign) afterCommit(() => announceAnswersChanged(bus, campaign.businessId));
  },
};
