import { CampaignEvents, serviceEventsFilter, type CampaignEventData } from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { announceAnswersChanged } from '../use-cases/answers-changed.ts';
import { rememberCampaign } from '../use-cases/read-models.ts';

const CAMPAIGN_CHANGES: readonly string[] = [
  CampaignEvents.created,
  CampaignEvents.updated,
  CampaignEvents.statusChanged,
];

/** Keeps the `known_campaign` read model in step with the campaign service's campaigns. */
export const campaignCampaignsConsumer: ConsumerDefinition = {
  durable: 'referral-campaigns',
  filter: serviceEventsFilter('campaign'),
  handle: async (event, { em, bus, afterCommit }) => {
    const deleted = event.type === CampaignEvents.deleted;
    // The campaign service's other events do not concern this read model.
    if (!deleted && !CAMPAIGN_CHANGES.includes(event.type)) return;
    const campaign = event.data as CampaignEventData;
    await rememberCampaign(em, campaign, new Date(event.occurredAt), deleted);
    afterCommit(() => announceAnswersChanged(bus, campaign.businessId));
  },
};
