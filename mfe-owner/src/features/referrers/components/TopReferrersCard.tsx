import { Button, Card, Empty, Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { campaignReferrersQueryOptions, useCampaignReferrers } from '../api/get-campaign-referrers.ts';
import { fullName, successPercent, TOP_REFERRERS } from '../lib/referrers.ts';
import { ReferrerAvatar } from './ReferrerAvatar.tsx';
import { NoReferrersYet } from './NoReferrersYet.tsx';

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
    <Card title="Top Referrers" style={{ height: '100%' }} styles={{ body: { padding: '8px 16px 16px' } }}>
      {referrers.isPending ? (
        <Skeleton active avatar paragraph={{ rows: 4 }} style={{ paddingTop: 8 }} />
      ) : referrers.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Referrers could not be loaded" />
      ) : list.length === 0 ? (
        <NoReferrersYet />
      ) : (
        <>
          <ol aria-label="Top referrers" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.slice(0, TOP_REFERRERS).map((referrer) => (
              <li
                key={referrer.id}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '12px 0',
                  borderBottom: '1px solid #f1f5f9',
                }}
              >
                <ReferrerAvatar firstName={referrer.firstName} lastName={referrer.lastName} />
                <div style={{ minWidth: 0, flex: 1 }}>
                  <div
                    style={{
                      fontWeight: 600,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {fullName(referrer)}
                  </div>
                  <div
                    style={{
                      color: '#64748b',
                      fontSize: 13,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {referrer.email}
                  </div>
                </div>
                <div style={{ textAlign: 'right', flex: 'none' }}>
                  <div style={{ fontWeight: 600 }}>{referrer.successfulReferrals} successful</div>
                  <div style={{ color: '#15803d', fontSize: 13 }}>{successPercent(referrer)}% success</div>
                </div>
              </li>
            ))}
          </ol>
          {list.length > TOP_REFERRERS && (
            <Button block style={{ marginTop: 12 }} onClick={viewAll}>
              View All Referrers
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
