import type { EntityManager } from '@mikro-orm/sql';
import { ReferralEvents, type ReferrerUpdatedData } from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';
import type { Referrer } from '../entities/referrer.ts';

/**
 * Records `referrerUpdated` for a membership as it now is (with the login's e-mail), in the caller's
 * transaction: the campaign service's copy of what the owner sees follows it.
 */
export function recordReferrerUpdated(
  em: EntityManager,
  membership: Referrer,
  email: string,
  requestId: string | undefined,
): void {
  recordEvent(
    em,
    ReferralEvents.referrerUpdated,
    {
      referrerId: membership.id,
      campaignId: membership.campaignId,
      firstName: membership.firstName,
      lastName: membership.lastName,
      email,
      phoneNumber: membership.phoneNumber,
      referralCode: membership.referralCode,
      postcode: membership.postcode,
    } satisfies ReferrerUpdatedData,
    { requestId },
  );
}
