import { Grid } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import type { CampaignTimeseriesDto, TimeseriesGranularity } from '@referrals/contracts';
import { bucketLabel, bucketTitle, isQuietPeriod } from '../lib/timeseries.ts';

/** The three series, in legend order; the legend's text takes their colours, each at least 4.5:1 on white. */
const SERIES = [
  { key: 'referrals', name: 'Referrals', color: '#2563eb' },
  { key: 'conversions', name: 'Conversions', color: '#15803d' },
  { key: 'vouchersRedeemed', name: 'Vouchers redeemed', color: '#b45309' },
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
    <div style={{ position: 'relative' }}>
      <LineChart
        responsive
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        style={{ width: '100%', height: 280 }}
      >
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="start"
          tickFormatter={(start: string) => bucketLabel(start, granularity)}
          tick={{ fill: '#64748b', fontSize: 12 }}
          tickLine={false}
          axisLine={{ stroke: '#cbd5e1' }}
          interval={LABEL_INTERVAL[granularity][wide ? 'wide' : 'narrow']}
          tickMargin={8}
        />
        <YAxis
          allowDecimals={false}
          domain={[0, (max: number) => Math.max(4, max)]}
          tick={{ fill: '#64748b', fontSize: 12 }}
          tickLine={false}
          axisLine={false}
          width={32}
        />
        <Tooltip
          labelFormatter={(start) => (typeof start === 'string' ? bucketTitle(start, granularity) : start)}
          contentStyle={{ borderRadius: 8, borderColor: '#e2e8f0' }}
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
        <p
          style={{
            position: 'absolute',
            top: '38%',
            left: 0,
            right: 0,
            margin: 0,
            textAlign: 'center',
            color: '#64748b',
            fontSize: 14,
            pointerEvents: 'none',
            zIndex: 1,
          }}
        >
          <span style={{ background: 'rgba(255,255,255,0.9)', padding: '4px 10px', borderRadius: 6 }}>
            No referral activity in this period yet
          </span>
        </p>
      )}
    </div>
  );
}
