import { Grid } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { CampaignTimeseriesDto, TimeseriesGranularity } from '@referrals/contracts';
import { BRAND_TOKENS, COLOR_TOKENS } from '@referrals/ui';
import { bucketLabel, bucketTitle, isQuietPeriod } from '../lib/timeseries.ts';
import * as styles from './analytics.module.css';

/** The three series, in legend order; the legend's text takes their colours, each at least 4.5:1 on white. */
// SVG attributes, which CSS custom properties do not reach: the tokens' values by name.
const SERIES = [
  { key: 'referrals', name: 'Referrals', color: COLOR_TOKENS.primary },
  { key: 'conversions', name: 'Conversions', color: COLOR_TOKENS.success },
  { key: 'vouchersRedeemed', name: 'Vouchers redeemed', color: COLOR_TOKENS.warning },
] as const;

/**
 * Buckets skipped between two x-axis labels, so that labels are evenly spaced and never collide: 30 days
 * label every 3rd day (every 6th on a phone), 13 weeks every 2nd (every 4th), 12 months each (every 3rd).
 */
const LABEL_INTERVAL: Record<TimeseriesGranularity, { wide: number; narrow: number }> = {
  day: { wide: 2, narrow: 5 },
  week: { wide: 1, narrow: 3 },
  month: { wide: 0, narrow: 2 },
};

/**
 * Referrals, conversions and vouchers redeemed over the period, one point per bucket. Loaded lazily: the
 * charting library is only fetched by owners who have a campaign to chart.
 */
export function ReferralChart({ series }: { series: CampaignTimeseriesDto }) {
  const { granularity, points } = series;
  const quiet = isQuietPeriod(points);
  const wide = Grid.useBreakpoint().md ?? false;
  return (
    <div className={styles.chartFrame}>
      <LineChart
        responsive
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        className={styles.chart}
      >
        <CartesianGrid stroke={COLOR_TOKENS.border} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="start"
          tickFormatter={(start: string) => bucketLabel(start, granularity)}
          tick={{ fill: COLOR_TOKENS.textSubtle, fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: COLOR_TOKENS.borderStrong }}
          interval={LABEL_INTERVAL[granularity][wide ? 'wide' : 'narrow']}
          tickMargin={8}
        />
        <YAxis
          allowDecimals={false}
          domain={[0, (max: number) => Math.max(4, max)]}
          tick={{ fill: COLOR_TOKENS.textSubtle, fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={32}
        />
        <Tooltip
          labelFormatter={(start) => (typeof start === 'string' ? bucketTitle(start, granularity) : start)}
          contentStyle={{ borderRadius: BRAND_TOKENS.borderRadius, borderColor: COLOR_TOKENS.border }}
          // Above the quiet-period note, which is laid over the plot area.
          wrapperStyle={{ zIndex: 2 }}
        />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 13, paddingTop: 4 }} />
        {SERIES.map((line) => (
          <Line
            key={line.key}
            type="monotone"
            dataKey={line.key}
            name={line.name}
            stroke={line.color}
            strokeWidth={2}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
      {quiet && (
        <p className={styles.quiet}>
          <span className={styles.quietText}>No referral activity in this period yet</span>
        </p>
      )}
    </div>
  );
}
