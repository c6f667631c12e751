import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Identity's read model of the campaign service's campaigns, fed by its events: whether each is active, so that
 * a lower plan is refused while the business's active campaigns would not fit it, and its name, which the
 * owner's daily summary says. A deleted campaign
 * stays as an inactive row, so that an older event arriving late cannot bring it back.
 */
export const KnownCampaign = defineEntity({
  name: 'KnownCampaign',
  tableName: 'known_campaign',
  properties: {
    campaignId: p.uuid().primary(),
    businessId: p.uuid().index(),
    isActive: p.boolean(),
    /** Null for a row from before names were kept, until the campaign's next event. */
    name: p.text().nullable(),
    /** When the campaign service made the change this row reflects (the event's `occurredAt`). */
    updatedAt: p.datetime(),
  },
});

export type KnownCampaign = InferEntity<typeof KnownCampaign>;
