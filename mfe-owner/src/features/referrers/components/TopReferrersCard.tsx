import { Button, Card, Empty, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { campaignReferrersQueryOptions, useCampaignReferrers } from '../api/get-campaign-referrers.ts';
import { fullName, successPercent, TOP_REFERRERS } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';
import { NoReferrersYet } from './NoReferrersYet.tsx';
import * as styles from './referrers.module.css';

interface TopReferrersCardProps {
  campaignId: string;
  /** Opens the campaign's full referrer list. */
  onViewAll: () => void;
}

/**
 * Top Referrers of the statistics panel (docs/product-rules.md §2): the first 3 of the list (the server sorts it best
 * first) with their successful referrals and success rate; View All Referrers when there are more.
 */
export function TopReferrersCard({ campaignId, onViewAll }: TopReferrersCardProps) {
  // One more than shown tells whether there are more (View All Referrers) without loading the whole list.
  const referrers = useCampaignReferrers(campaignId, { limit: TOP_REFERRERS + 1 });
  const queryClient = useQueryClient();
  // The full list starts loading while the campaign page does, not after it.
  const viewAll = () => {
    void queryClient.prefetchQuery(campaignReferrersQueryOptions(campaignId));
    onViewAll();
  };
  const list = referrers.data ?? [];

  return (
    <Card title="Top Referrers" className={styles.topCard} classNames={{ body: styles.topBody }}>
      {referrers.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} className={styles.topLoading} />
      ) : referrers.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Referrers could not be loaded" />
      ) : list.length === 0 ? (
        <NoReferrersYet />
      ) : (
        <>
          <ol aria-label="Top referrers" className={styles.list}>
            {list.slice(0, TOP_REFERRERS).map((referrer) => (
              <li key={referrer.id} className={styles.topRow}>
                <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} />
                <div className={styles.who}>
                  <div className={`${styles.topName} ${styles.ellipsis}`}>{fullName(referrer)}</div>
                  <div className={`${styles.topEmail} ${styles.ellipsis}`}>{referrer.email}</div>
                </div>
                <div className={styles.topCounts}>
                  <div className={styles.strong}>{referrer.successfulReferrals} successful</div>
                  <div className={styles.rate}>{successPercent(referrer)}% success</div>
                </div>
              </li>
            ))}
          </ol>
          {list.length > TOP_REFERRERS && (
            <Button block className={styles.viewAll} onClick={viewAll}>
              View All Referrers
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
