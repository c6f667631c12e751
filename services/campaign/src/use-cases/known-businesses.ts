import type { EntityManager } from '@mikro-orm/sql';
import type { BusinessRegisteredData, BusinessUpdatedData } from '@referrals/contracts';
import { KnownBusiness } from '../entities/known-business.ts';

/**
 * Records a business as identity registered or last changed it (both events carry the whole business).
 * Naturally idempotent: a redelivered event writes the same row, and the row is only overwritten by news at
 * least as recent as what it holds (`occurredAt`), so an old event arriving late cannot undo a newer change.
 */
export async function rememberBusiness(
  em: EntityManager,
  business: BusinessRegisteredData | BusinessUpdatedData,
  occurredAt: Date,
): Promise<void> {
  await em
    .createQueryBuilder(KnownBusiness)
    .insert({
      businessId: business.businessId,
      loginId: business.loginId,
      businessSlug: business.businessSlug,
      businessName: business.businessName,
      isActive: business.isActive,
      subscriptionTier: business.subscriptionTier,
      updatedAt: occurredAt,
    })
    .onConflict('businessId')
    .merge(['loginId', 'businessSlug', 'businessName', 'isActive', 'subscriptionTier', 'updatedAt'])
    .where({ updatedAt: { $lte: occurredAt } })
    .execute('run');
}

/** Drops the business's row (identity deleted the business); false when there was none. */
export async function forgetBusiness(em: EntityManager, businessId: string): Promise<boolean> {
  return (await em.nativeDelete(KnownBusiness, { businessId })) > 0;
}
