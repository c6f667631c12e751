import type { ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import type { MonthChange } from '../lib/month-change.ts';
import * as styles from './analytics.module.css';

interface StatCardProps {
  label: string;
  value?: ReactNode;
  /** This month against last month, under the value ("+50% vs last month"). */
  change?: MonthChange | null;
  /** A secondary line under the value. */
  subtitle?: string;
  icon: ReactNode;
  /** Accent of the icon's tile. */
  tint: 'blue' | 'violet' | 'green' | 'amber';
  loading?: boolean;
}

/** Colours of a change figure, each at least 4.5:1 on the white card (WCAG AA). */
/** One figure of the statistics panel: label, big value, and a change or subtitle line. */
export function StatCard({ label, value, change, subtitle, icon, tint, loading = false }: StatCardProps) {
  return (
    <Card className={styles.card} classNames={{ body: styles.body }}>
      <div className={styles.head}>
        <span className={styles.label}>{label}</span>
        <span aria-hidden="true" className={`${styles.icon} ${styles[tint]}`}>
          {icon}
        </span>
      </div>
      {loading ? (
        <Skeleton
          active
          title={{ width: '50%' }}
          paragraph={{ rows: 1, width: '70%' }}
          className={styles.loading}
        />
      ) : (
        <>
          <div className={styles.value}>{value}</div>
          <div className={styles.footnote}>
            {change && <span className={`${styles.change} ${styles[change.tone]}`}>{change.text}</span>}
            {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
          </div>
        </>
      )}
    </Card>
  );
}
