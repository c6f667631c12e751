import type { RewardLine } from '../lib/rewards.ts';
import * as styles from './referral.module.css';

/** The rewards section: each reward with what it is worth, whom it is for, and its conditions. */
export function RewardsSection({ lines }: { lines: RewardLine[] }) {
  if (lines.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="rewards-title">
      <h2 id="rewards-title" className={styles.sectionTitle}>
        Rewards
      </h2>
      <ul className={styles.rewardList}>
        {lines.map((line, index) => (
          <li key={index} className={styles.reward}>
            {line.worth && <span className={styles.rewardWorth}>{line.worth}</span>}
            <div className={styles.rewardBody}>
              <p className={styles.rewardFor}>{line.caption}</p>
              <p className={styles.rewardName}>{line.name}</p>
              {line.details.map((detail) => (
                <p key={detail} className={styles.rewardDetail}>
                  {detail}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
