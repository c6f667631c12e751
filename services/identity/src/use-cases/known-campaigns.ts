import type { EntityManager } from '@mikro-orm/sql';
import { KnownCampaign } from '../entities/known-campaign.ts';

/**
 * Records whether a campaign is active (`isActive` false for a deleted one) and its name, as the campaign service
 * last said.
 * Naturally idempotent: a redelivered event writes the same row, and the row is only overwritten by news at
 * least as recent as what it holds, so an old event arriving late cannot undo a newer change.
 */
export async function rememberCampaign(
  em: EntityManager,
  campaign: { campaignId: string; businessId: string; isActive: boolean; name?: unknown },
  occurredAt: Date,
): Promise<void> {
  await em
    .createQueryBuilder(KnownCampaign)
    .insert({
      campaignId: campaign.campaignId,
      businessId: campaign.businessId,
      isActive: campaign.isActive,
      name: typeof campaign.name === 'string' ? campaign.name : null,
      updatedAt: occurredAt,
    })
    .onConflict('campaignId')
    .merge(['isActive', 'name', 'updatedAt'])
    .where({ updatedAt: { $lte: occurredAt } })
    .execute('run');
}

/** How many campaigns of the business are active, as far as the campaign service's events have told. */
export const activeCampaignCount = (em: EntityManager, businessId: string): Promise<number> =>
  em.count(KnownCampaign, { businessId, isActive: true });
