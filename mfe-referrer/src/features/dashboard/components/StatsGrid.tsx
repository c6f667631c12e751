import type { ReferrerStatsDto } from '@referrals/contracts';
import { visuallyHidden } from '@referrals/ui/light';
import * as styles from './dashboard.module.css';

/** Four figures: total, successful and pending referrals, and the rank. */
export function StatsGrid({ stats }: { stats: ReferrerStatsDto }) {
  const pending = Math.max(0, stats.totalReferrals - stats.successfulReferrals);
  const figures = [
    { label: 'Total referrals', value: String(stats.totalReferrals), note: 'friends signed up' },
    { label: 'Successful', value: String(stats.successfulReferrals), note: 'redeemed in store' },
    { label: 'Pending', value: String(pending), note: 'not redeemed yet' },
    {
      label: 'Rank',
      value: stats.rank > 0 ? `#${stats.rank}` : '–',
      note:
        stats.rank > 0
          ? `of ${stats.rankedReferrers} ${stats.rankedReferrers === 1 ? 'referrer' : 'referrers'}`
          : 'not ranked',
    },
  ];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" style={visuallyHidden}>
        Your referrals
      </h2>
      <dl className={styles.stats}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.stat}>
            <dt className={styles.statLabel}>{figure.label}</dt>
            <dd className={styles.statValue}>{figure.value}</dd>
            <dd className={styles.statNote}>{figure.note}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
