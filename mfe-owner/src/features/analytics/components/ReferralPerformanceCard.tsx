import { lazy, Suspense, useState } from 'react';
import { Card, Empty, Grid, Select, Skeleton } from 'antd';
import type { TimeseriesPeriod } from '@referrals/contracts';
import { useCampaignTimeseries } from '../api/get-campaign-timeseries.ts';
import { PERIOD_OPTIONS } from '../lib/timeseries.ts';

const ReferralChart = lazy(() =>
  import('./ReferralChart.tsx').then((module) => ({ default: module.ReferralChart })),
);

const CHART_HEIGHT = 280;

function ChartSkeleton() {
  return (
    <div style={{ height: CHART_HEIGHT, display: 'grid', alignContent: 'center' }}>
      <Skeleton active paragraph={{ rows: 5 }} title={false} />
    </div>
  );
}

/** The Referral Performance card: the period selector and the chart of that period (docs/product-rules.md §2). */
export function ReferralPerformanceCard({ campaignId }: { campaignId: string }) {
  const [period, setPeriod] = useState<TimeseriesPeriod>('30d');
  const series = useCampaignTimeseries(campaignId, period);
  // On a phone the selector gets a row of its own, so that it does not squeeze the card's title.
  const wide = Grid.useBreakpoint().sm ?? false;
  const periodSelect = (
    <Select
      aria-label="Period"
      value={period}
      onChange={setPeriod}
      options={[...PERIOD_OPTIONS]}
      style={{ width: wide ? 150 : '100%' }}
    />
  );

  return (
    <Card
      title="Referral Performance"
      style={{ height: '100%' }}
      styles={{ body: { padding: '16px 12px 12px' } }}
      extra={wide && periodSelect}
    >
      {!wide && <div style={{ padding: '0 4px 12px' }}>{periodSelect}</div>}
      {series.data ? (
        <div
          aria-busy={series.isPlaceholderData}
          style={{ opacity: series.isPlaceholderData ? 0.5 : 1, transition: 'opacity 150ms' }}
        >
          <Suspense fallback={<ChartSkeleton />}>
            <ReferralChart series={series.data} />
          </Suspense>
        </div>
      ) : series.isError ? (
        <div style={{ height: CHART_HEIGHT, display: 'grid', placeItems: 'center' }}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No analytics data available" />
        </div>
      ) : (
        <ChartSkeleton />
      )}
    </Card>
  );
}
