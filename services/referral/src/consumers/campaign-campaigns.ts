import { CampaignEvents, serviceEventsFilter, type CampaignEventData } from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
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
  handle: async (event, { em }) => {
    const deleted = event.type === CampaignEvents.deleted;
    // The campaign service's other events do not concern this read model.
    if (!deleted && !CAMPAIGN_CHANGES.includes(event.type)) return;
    await rememberCampaign(em, event.data as CampaignEventData, new Date(event.occurredAt), deleted);
  },
};
