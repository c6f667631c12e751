import { answersChangedSubject, type AnswersChangedData } from '@referrals/contracts';
import type { Bus } from '@referrals/service-kit';

/**
 * Tells every gateway that what this service's kept reads show of a business may have changed, once the
 * change has committed: the gateways keep the referral banner's and a referrer's progress answers per business
 * and drop them on this broadcast (docs/adr/0015-gateway-answer-cache.md). The banner changes when the campaign
 * or its business opens or closes (the read models' consumers) and when a referrer is deleted (their code
 * stops working); the progress with every referral event of the campaign (`referral-answers` consumer).
 */
export function announceAnswersChanged(bus: Bus, businessId: string): void {
  bus.broadcast(answersChangedSubject('referral'), { businessId } satisfies AnswersChangedData);
}
