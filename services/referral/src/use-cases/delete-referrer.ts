import type { EntityManager } from '@mikro-orm/sql';
import { ReferralEvents, type OwnerPrincipal, type ReferrerDeletedData } from '@referrals/contracts';
import { recordEvent, type Bus, type Logger } from '@referrals/service-kit';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { announceAnswersChanged } from './answers-changed.ts';
import { findOwnedBusiness } from './owner.ts';
import { recordReferrerLoginChanged } from './referrer-login-changes.ts';

export interface DeleteReferrerContext {
  bus: Bus;
  log: Logger;
  requestId?: string;
  now?: Date;
}

/**
 * DELETE /api/referrers/{id}: the owner of the referrer's business (any business of their login; 404 for
 * anyone else, and for a referrer deleted already) removes them from the campaign. The row stays, marked
 * (`deletedAt`), since the vouchers already issued name it and stay valid; the code takes no more referrals
 * (its banner answers 404, sign-ups through it are refused) and no more rewards are earned. The
 * `referrerDeleted` event commits with it; the gateways then drop the banner answers they keep.
 */
export async function deleteReferrer(
  em: EntityManager,
  owner: OwnerPrincipal,
  referrerId: string,
  context: DeleteReferrerContext,
): Promise<{ message: string }> {
  const now = context.now ?? new Date();
  const referrer = await em.findOne(Referrer, { id: referrerId, deletedAt: null });
  if (!referrer || !(await findOwnedBusiness(em, owner, referrer.businessId))) {
    throw ReferralErrors.referrerNotFoundForOwner();
  }
  await em.fork().transactional(async (tx) => {
    const deleted = await tx.nativeUpdate(Referrer, { id: referrerId, deletedAt: null }, { deletedAt: now });
    if (deleted === 0) throw ReferralErrors.referrerNotFoundForOwner();
    recordEvent(
      tx,
      ReferralEvents.referrerDeleted,
      { referrerId, campaignId: referrer.campaignId } satisfies ReferrerDeletedData,
      { requestId: context.requestId },
    );
    recordReferrerLoginChanged(tx, [referrer.personId], 'memberships-ended', context);
  });
  announceAnswersChanged(context.bus, referrer.businessId);
  context.log.info({ event: 'referrer-deleted', referrerId }, 'referrer deleted');
  return { message: 'Referrer deleted' };
}
