import { useEffect } from 'react';
import { Link } from '@referrals/ui/light-router';
import type { ReferrerCampaignDto } from '@referrals/contracts';
import { Button, Card, Skeleton } from '@referrals/ui/light';
import { paths } from '../../../config/paths.ts';
import { isSessionRefused, useEndSession } from '../../../lib/session/use-end-session.ts';
import { useLeaderboard, useReferrerStats } from '../api/stats.ts';
import { Leaderboard } from './Leaderboard.tsx';
import { NextRewardCard } from './NextRewardCard.tsx';
import { PersonalCodeCard } from './PersonalCodeCard.tsx';
import { ReferralLinkCard } from './ReferralLinkCard.tsx';
import { StatsGrid } from './StatsGrid.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';
import * as styles from './dashboard.module.css';

/** Props of {@link Dashboard}. */
export interface DashboardProps {
  referrerId: string;
  campaign: ReferrerCampaignDto;
  firstName: string;
  /** A personal code was chosen: the campaign as stored now. */
  onCodeChanged: (campaign: ReferrerCampaignDto) => void;
}

/** The referrer's dashboard of one campaign: greeting and rank, link, next reward, figures, leaderboard, code. */
export function Dashboard({ referrerId, campaign, firstName, onCodeChanged }: DashboardProps) {
  const stats = useReferrerStats(referrerId);
  const leaderboard = useLeaderboard(campaign.campaignId);
  const endSession = useEndSession();
  const refused = isSessionRefused(stats.error) || isSessionRefused(leaderboard.error);

  useEffect(() => {
    if (refused) endSession();
  }, [refused, endSession]);

  return (
    <div className={styles.layout}>
      <p className={styles.switchLink}>
        <Link to={paths.campaigns} className={styles.textLink}>
          All my campaigns
        </Link>
      </p>
      <WelcomeBanner firstName={firstName} campaign={campaign} stats={stats.data} />
      {stats.isError && !refused && (
        <Card className={styles.card} role="alert">
          <p className={styles.muted}>Your progress could not be loaded.</p>
          <Button onClick={() => void stats.refetch()}>Try again</Button>
        </Card>
      )}
      <ReferralLinkCard campaign={campaign} />
      {stats.data ? (
        <>
          <NextRewardCard stats={stats.data} />
          <StatsGrid stats={stats.data} />
        </>
      ) : (
        stats.isPending && (
          <Card className={styles.card}>
            <Skeleton rows={5} />
          </Card>
        )
      )}
      <Leaderboard query={leaderboard} />
      <PersonalCodeCard referrerId={referrerId} campaign={campaign} onChanged={onCodeChanged} />
    </div>
  );
}
