import { Card } from 'antd';
import type { CampaignStatsDto } from '@referrals/contracts';
import * as styles from './campaign-detail.module.css';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureValue}>{value}</div>
      <div className={styles.figureLabel}>{label}</div>
    </div>
  );
}

/** The campaign page's analytics card (docs/product-rules.md §2): its five statistics. */
export function CampaignAnalyticsCard({ stats }: { stats: CampaignStatsDto }) {
  return (
    <Card title="Analytics">
      <div className={styles.figures}>
        <Figure label="Total referrals" value={stats.totalReferrals} />
        <Figure label="Active referrers" value={stats.activeReferrers} />
        <Figure label="Conversion rate" value={`${Math.round(stats.conversionRate * 10) / 10}%`} />
        <Figure label="Total vouchers" value={stats.totalVouchers} />
        <Figure label="Redeemed vouchers" value={stats.redeemedVouchers} />
      </div>
    </Card>
  );
}
