import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import { CampaignEvents } from '@referrals/contracts';
import { recordEvent, scheduleJob, type JobDefinition } from '@referrals/service-kit';
import { Campaign } from '../entities/campaign.ts';
import { eventData } from './campaign-mapping.ts';
import { milestonesOf } from './campaign-store.ts';
import { readCacheOf } from './read-cache.ts';

/** The scheduler's job that ends a `custom` campaign at its end. */
const CAMPAIGN_END_JOB = 'campaign-end';

/**
 * Schedules the end of a `custom` campaign in the transaction that creates it (ADR 0021): one job per
 * campaign, kept across restarts.
 */
export async function scheduleCampaignEnd(tx: EntityManager, campaign: Campaign): Promise<void> {
  if (!campaign.endsAt) return;
  await scheduleJob(tx, {
    name: CAMPAIGN_END_JOB,
    key: `campaign-end:${campaign.id}`,
    runAt: campaign.endsAt,
    data: { campaignId: campaign.id },
  });
}

/**
 * Ends a `custom` campaign at its end: it becomes inactive (as the owner's switch makes it, with the same
 * event), takes no more referrers, and frees its place in the plan. A campaign deleted meanwhile, or already
 * inactive, is left as it is.
 */
export const campaignEndJob: JobDefinition<{ campaignId: string }> = {
  name: CAMPAIGN_END_JOB,
  handle: async (job, { em, log, afterCommit }) => {
    const campaign = await em.findOne(Campaign, job.data.campaignId, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    if (!campaign?.isActive) return;
    campaign.isActive = false;
    await em.flush();
    recordEvent(em, CampaignEvents.statusChanged, eventData(campaign, await milestonesOf(em, campaign.id)));
    afterCommit(() => readCacheOf(em).changed(campaign.businessId));
    log.info({ event: 'campaign-ended', campaignId: campaign.id }, 'campaign ended at its end date');
  },
};
