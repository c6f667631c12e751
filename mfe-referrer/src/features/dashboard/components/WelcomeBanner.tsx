import type { ReferrerCampaignDto, ReferrerStatsDto } from '@referrals/contracts';
import { rankLabel } from '../lib/rank.ts';
import * as styles from './dashboard.module.css';

/** Props of {@link WelcomeBanner}. */
export interface WelcomeBannerProps {
  firstName: string;
  campaign: ReferrerCampaignDto;
  /** Undefined while loading. */
  stats: ReferrerStatsDto | undefined;
}

/** The greeting: the campaign, the successful referrals so far and the rank ("#2 of 14"). */
export function WelcomeBanner({ firstName, campaign, stats }: WelcomeBannerProps) {
  return (
    <section className={styles.banner} aria-labelledby="dashboard-title">
      <div className={styles.bannerText}>
        <h1 id="dashboard-title" className={styles.bannerTitle}>
          {firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}
        </h1>
        <p className={styles.bannerCampaign}>
          {campaign.campaignName} · {campaign.businessName}
        </p>
        {stats && (
          <p className={styles.bannerCount}>
            <strong>{stats.successfulReferrals}</strong>{' '}
            {stats.successfulReferrals === 1 ? 'successful referral' : 'successful referrals'}
          </p>
        )}
      </div>
      {stats && stats.rank > 0 && (
        <p className={styles.rankBadge}>
          <span className={styles.rankCaption}>Rank</span>
          <span className={styles.rankValue}>{rankLabel(stats)}</span>
        </p>
      )}
    </section>
  );
}
