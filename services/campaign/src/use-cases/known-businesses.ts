import type { EntityManager } from '@mikro-orm/sql';
import type { BusinessRegisteredData } from '@referrals/contracts';
import { KnownBusiness } from '../entities/known-business.ts';

/**
 * Records a business identity registered. Naturally idempotent: a redelivered event writes the same row, and
 * the row is only overwritten by news at least as recent as what it holds, so an old event arriving late
 * cannot undo a newer change.
 */
export async function rememberRegisteredBusiness(
  em: EntityManager,
  business: BusinessRegisteredData,
  occurredAt: Date,
): Promise<void> {
  await em
    .createQueryBuilder(KnownBusiness)
    .insert({
      businessId: business.businessId,
      businessSlug: business.businessSlug,
      businessName: business.businessName,
      isActive: business.isActive,
      updatedAt: occurredAt,
    })
    .onConflict('businessId')
    .merge(['businessSlug', 'businessName', 'isActive', 'updatedAt'])
    .where({ updatedAt: { $lte: occurredAt } })
    .execute('run');
}
