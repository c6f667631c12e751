import type { EntityManager } from '@mikro-orm/sql';
import {
  campaignEventContent,
  type BusinessRegisteredData,
  type CampaignEventData,
} from '@referrals/contracts';
import { isUuid } from '@referrals/service-kit';
import { KnownBusiness } from '../entities/known-business.ts';
import { KnownCampaign } from '../entities/known-campaign.ts';

/**
 * Records a business as identity registered or last changed it (both events carry the whole business).
 * Naturally idempotent: a redelivered event writes the same row, and the row is only overwritten by news at
 * least as recent as what it holds, so an old event arriving late cannot undo a newer change.
 */
export async function rememberBusiness(
  em: EntityManager,
  business: BusinessRegisteredData,
  occurredAt: Date,
): Promise<void> {
  if (!isUuid(business.businessId)) return;
  await em
    .createQueryBuilder(KnownBusiness)
    .insert({
      businessId: business.businessId,
      loginId: isUuid(business.loginId) ? business.loginId : null,
      businessName: business.businessName,
      businessSlug: business.businessSlug,
      businessType: business.businessType,
      isActive: business.isActive,
      postalAddress: typeof business.postalAddress === 'string' ? business.postalAddress : null,
      place: business.place ?? null,
      updatedAt: occurredAt,
    })
    .onConflict('businessId')
    .merge([
      'loginId',
      'businessName',
      'businessSlug',
      'businessType',
      'isActive',
      'postalAddress',
      'place',
      'updatedAt',
    ])
    .where({ updatedAt: { $lte: occurredAt } })
    .execute('run');
}

/**
 * Forgets a deleted business: its read-model row and its campaigns'. Nothing else of it is left by then (the
 * delete workflow's step removed it), so a second delivery, or one after the step, changes nothing.
 */
export async function forgetBusiness(em: EntityManager, businessId: unknown): Promise<void> {
  if (!isUuid(businessId)) return;
  await em.nativeDelete(KnownCampaign, { businessId });
  await em.nativeDelete(KnownBusiness, { businessId });
}

/**
 * Records a campaign as the campaign service created, changed or deleted it (every event carries the whole
 * campaign), with the same rule as {@link rememberBusiness}. A deleted campaign stays deleted: no later news
 * revives it, and the vouchers it issued keep their name and colours. Events published before campaign events
 * carried branding and rewards (still in the stream when this consumer first reads it) give the defaults: the
 * default colours and no rewards, until the campaign's next change says otherwise.
 */
export async function rememberCampaign(
  em: EntityManager,
  campaign: CampaignEventData,
  occurredAt: Date,
  deleted: boolean,
): Promise<void> {
  if (!isUuid(campaign.campaignId) || !isUuid(campaign.businessId)) return;
  const news = {
    ...campaignEventContent(campaign),
    isActive: campaign.isActive && !deleted,
    isDeleted: deleted,
    inviteeReward: campaign.inviteeReward ?? null,
    constantReward: campaign.constantReward ?? null,
    milestones: campaign.milestones ?? [],
    friendFields: campaign.friendFields ?? [],
    updatedAt: occurredAt,
  };
  const upsert = em
    .createQueryBuilder(KnownCampaign)
    .insert({ campaignId: campaign.campaignId, businessId: campaign.businessId, ...news })
    .onConflict('campaignId')
    .merge(Object.keys(news) as (keyof typeof news)[]);
  if (!deleted) upsert.where({ isDeleted: false, updatedAt: { $lte: occurredAt } });
  await upsert.execute('run');
}

/** A campaign people may join now, with its business. */
export interface OpenCampaign {
  campaign: KnownCampaign;
  business: KnownBusiness;
}

/**
 * The campaign when people may join it: it is active and not deleted, and its business is active. Null
 * otherwise, whichever the reason (the callers answer alike for all of them).
 */
export async function findOpenCampaign(em: EntityManager, campaignId: string): Promise<OpenCampaign | null> {
  const campaign = await em.findOne(KnownCampaign, { campaignId, isActive: true, isDeleted: false });
  if (!campaign) return null;
  const business = await em.findOne(KnownBusiness, { businessId: campaign.businessId, isActive: true });
  return business ? { campaign, business } : null;
}
