import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { ChangeTone, MonthChange } from '../lib/month-change.ts';

interface StatCardProps {
  label: string;
  value?: ReactNode;
  /** This month against last month, under the value ("+50% vs last month"). */
  change?: MonthChange | null;
  /** A secondary line under the value. */
  subtitle?: string;
  icon: ReactNode;
  /** Accent of the icon's tile. */
  tint: { background: string; color: string };
  loading?: boolean;
}

/** Colours of a change figure, each at least 4.5:1 on the white card (WCAG AA). */
const CHANGE_COLORS: Record<ChangeTone, string> = {
  up: '#15803d',
  down: '#b91c1c',
  flat: '#475569',
  unknown: '#475569',
};

/** One figure of the statistics panel: label, big value, and a change or subtitle line. */
export function StatCard({ label, value, change, subtitle, icon, tint, loading = false }: StatCardProps) {
  return (
    <Card styles={{ body: { padding: 16 } }} style={{ height: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
        <span style={{ color: '#475569', fontSize: 13, fontWeight: 500, lineHeight: 1.3 }}>{label}</span>
        <span
          aria-hidden="true"
          style={{
            flex: 'none',
            width: 32,
            height: 32,
            borderRadius: 8,
            display: 'grid',
            placeItems: 'center',
            background: tint.background,
            color: tint.color,
          }}
        >
          {icon}
        </span>
      </div>
      {loading ? (
        <Skeleton
          active
          title={{ width: '50%' }}
          paragraph={{ rows: 1, width: '70%' }}
          style={{ marginTop: 8 }}
        />
      ) : (
        <>
          <div style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.2, marginTop: 4, color: '#0f172a' }}>
            {value}
          </div>
          <div style={{ fontSize: 13, marginTop: 4, minHeight: 20 }}>
            {change && (
              <span style={{ color: CHANGE_COLORS[change.tone], fontWeight: 600 }}>{change.text}</span>
            )}
            {subtitle && <span style={{ color: '#475569' }}>{subtitle}</span>}
          </div>
        </>
      )}
    </Card>
  );
}
