import type { ReferrerStatsDto } from '@referrals/contracts';
import { Card } from '@referrals/ui/light';
import * as styles from './dashboard.module.css';

/**
 * "Next Reward Goal": how far the referrer is from their next reward, or, without one, that every milestone
 * is reached (they have earned rewards) or that the campaign rewards referrers with nothing.
 */
export function NextRewardCard({ stats }: { stats: ReferrerStatsDto }) {
  const next = stats.nextReward;
  const percent = next ? Math.min(100, Math.max(0, Math.round(next.progressPercent))) : 0;
  const successful = next ? Math.min(stats.successfulReferrals, next.referralCount) : 0;

  return (
    <Card className={styles.card} aria-labelledby="next-reward-title" role="region">
      <h2 id="next-reward-title" className={styles.cardTitle}>
        Next Reward Goal
      </h2>
      {next ? (
        <>
          <div className={styles.rewardHead}>
            <p className={styles.rewardName}>{next.rewardName}</p>
            <p className={styles.rewardValue}>{next.rewardValue}</p>
          </div>
          <div
            className={styles.progress}
            role="progressbar"
            aria-label="Progress to your next reward"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${percent}%`}
          >
            <div className={styles.progressFill} style={{ width: `${percent}%` }} />
          </div>
          <p className={styles.progressCount}>
            {successful} of {next.referralCount} referrals
          </p>
          <p className={styles.encouragement}>{next.remaining} more referrals to unlock your next reward!</p>
        </>
      ) : (
        <p className={styles.muted}>
          {stats.vouchersEarned > 0
            ? "You've reached every reward milestone of this campaign. Thank you for spreading the word!"
            : 'This campaign has no rewards for referrers. Your friends still get their welcome reward.'}
        </p>
      )}
    </Card>
  );
}
