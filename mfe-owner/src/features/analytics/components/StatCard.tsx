import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';

interface StatCardProps {
  label: string;
  value?: ReactNode;
  /** A short green figure under the value ("+12%"). */
  change?: string;
  /** A secondary line under the value. */
  subtitle?: string;
  icon: ReactNode;
  /** Accent of the icon's tile. */
  tint: { background: string; color: string };
  loading?: boolean;
}

/** One figure of the statistics panel: label, big value, and a change or subtitle line. */
export function StatCard({ label, value, change, subtitle, icon, tint, loading = false }: StatCardProps) {
  return (
    <Card styles={{ body: { padding: 16 } }} style={{ height: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'flex-start' }}>
        <span style={{ color: '#64748b', fontSize: 13, fontWeight: 500, lineHeight: 1.3 }}>{label}</span>
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
            {change && <span style={{ color: '#16a34a', fontWeight: 600 }}>{change}</span>}
            {subtitle && <span style={{ color: '#64748b' }}>{subtitle}</span>}
          </div>
        </>
      )}
    </Card>
  );
}
