import { Card } from 'antd';
import type { CampaignStatsDto } from '@referrals/contracts';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div style={{ background: '#f8fafc', borderRadius: 8, padding: '12px 14px' }}>
      <div style={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }}>{value}</div>
      <div style={{ color: '#64748b', fontSize: 13 }}>{label}</div>
    </div>
  );
}

/** The campaign page's analytics card (docs/product-rules.md §2): its five statistics. */
export function CampaignAnalyticsCard({ stats }: { stats: CampaignStatsDto }) {
  return (
    <Card title="Analytics">
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 10 }}>
        <Figure label="Total referrals" value={stats.totalReferrals} />
        <Figure label="Active referrers" value={stats.activeReferrers} />
        <Figure label="Conversion rate" value={`${Math.round(stats.conversionRate * 10) / 10}%`} />
        <Figure label="Total vouchers" value={stats.totalVouchers} />
        <Figure label="Redeemed vouchers" value={stats.redeemedVouchers} />
      </div>
    </Card>
  );
}
