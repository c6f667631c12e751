import { answersChangedSubject, type AnswersChangedData } from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';

/**
 * Tells every gateway that what this service's public reads show of a business may have changed, once the
 * change has committed: the gateways keep the referral banner's answers per business and drop them on this
 * broadcast (docs/adr/0015-gateway-answer-cache.md). The banner changes when the campaign or its business opens or
 * closes (the read models' consumers) and when the owner deletes a referrer (their code stops working).
 */
export function announceAnswersChanged(bus: Bus, businessId: string): void {
  bus.broadcast(answersChangedSubject('referral'), { businessId } satisfies AnswersChangedData);
}
