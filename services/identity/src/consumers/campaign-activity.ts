import { CampaignEvents, serviceEventsFilter, type CampaignEventData } from '@referrals/contracts';
import type { ConsumerDefinition } from '@referrals/service-kit';
import { rememberCampaign } from '../use-cases/known-campaigns.ts';

/** Keeps the `known_campaign` read model in step with the campaign service's campaigns. */
export const campaignActivityConsumer: ConsumerDefinition = {
  durable: 'identity-campaigns',
  filter: serviceEventsFilter('campaign'),
  handle: async (event, { em }) => {
    switch (event.type) {
      case CampaignEvents.created:
      case CampaignEvents.updated:
      case CampaignEvents.statusChanged: {
        const campaign = event.data as CampaignEventData;
        await rememberCampaign(em, campaign, new Date(event.occurredAt));
        return;
      }
      case CampaignEvents.deleted: {
        const campaign = event.data as CampaignEventData;
        await rememberCampaign(em, { ...campaign, isActive: false }, new Date(event.occurredAt));
        return;
      }
      default:
        // The campaign service's other events do not concern this read model.
        return;
    }
  },
};
