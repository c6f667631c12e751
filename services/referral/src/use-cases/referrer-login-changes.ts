import type { EntityManager } from '@mikro-orm/sql';
import {
  ReferralEvents,
  type ReferrerLoginChange,
  type ReferrerLoginChangedData,
} from '@referrals/contracts';
import { recordEvent } from '@referrals/service-kit';

/**
 * Adds `loginChanged` of each person to the unit of work of `tx` (the caller's transaction commits it with the
 * change). Every change to what a person's referrer sessions stand for records it: a session ended, the
 * credentials changed, the account or a membership went. Gateways cache resolved referrer sessions and drop
 * the person's on this event (docs/adr/0017-referrer-sessions.md).
 */
export function recordReferrerLoginChanged(
  tx: EntityManager,
  personIds: Iterable<string>,
  change: ReferrerLoginChange,
  options: { requestId?: string } = {},
): void {
  for (const personId of new Set(personIds)) {
    recordEvent(tx, ReferralEvents.loginChanged, { personId, change } satisfies ReferrerLoginChangedData, {
      requestId: options.requestId,
    });
  }
}
