import type { ReferralReviewDto } from '@referrals/contracts';
import type { Referee } from '../entities/referee.ts';

/** The review of a referral as its owner sees it; null when its flags need no decision. */
export function toReviewDto(referee: Referee): ReferralReviewDto | null {
  if (!referee.reviewState) return null;
  return {
    state: referee.reviewState,
    autoApproveAt: (referee.autoApproveAt ?? referee.createdAt).toISOString(),
    decidedAt: referee.decidedAt?.toISOString() ?? null,
    decidedBy: referee.decidedAt ? (referee.decidedAutomatically ? 'automatic' : 'owner') : null,
    decidedByLoginId: referee.decidedByLoginId ?? null,
    rejectionReason: referee.rejectionReason ?? null,
  };
}
