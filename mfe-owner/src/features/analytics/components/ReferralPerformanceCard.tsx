import { lazy, Suspense, useState } from 'react';
import { Card, Empty, Grid, Select, Skeleton } from 'antd';
import type { TimeseriesPeriod } from '@referrals/contracts';
import { useCampaignTimeseries } from '../api/get-campaign-timeseries.ts';
import { PERIOD_OPTIONS } from '../lib/timeseries.ts';
import * as styles from './analytics.module.css';

const ReferralChart = lazy(() =>
  import('./ReferralChart.tsx').then((module) => ({ default: module.ReferralChart })),
);

function ChartSkeleton() {
  return (
    <div className={styles.chartPlaceholder}>
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
      className={wide ? styles.periodWide : styles.periodFull}
    />
  );

  return (
    <Card
      title="Referral Performance"
      className={`${styles.card} ${styles.performance}`}
      classNames={{ body: styles.performanceBody }}
      extra={wide && periodSelect}
    >
      {!wide && <div className={styles.periodRow}>{periodSelect}</div>}
      {series.data ? (
        <div
          aria-busy={series.isPlaceholderData}
          className={series.isPlaceholderData ? `${styles.chartArea} ${styles.stale}` : styles.chartArea}
        >
          <Suspense fallback={<ChartSkeleton />}>
            <ReferralChart series={series.data} />
          </Suspense>
        </div>
      ) : series.isError ? (
        <div className={styles.chartProblem}>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No analytics data available" />
        </div>
      ) : (
        <ChartSkeleton />
      )}
    </Card>
  );
}
